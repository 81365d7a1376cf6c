"""LangGraph 1.2.11's LangChain callback runs, recorded for ``test_streaming_callbacks``.

Each entry: the run's result (or error) and the callback events a recording
handler saw, one line each (``start <name> #<run>-<-<parent> <tags> <metadata>
in=<input>``, ``end #<run> <output>``, ``error #<run> <error>``, ``model``...);
run ids are numbered in order of first appearance, uuids masked as ``<id>``.
Recorded with the same scenarios under ``langgraph`` (sync and async runs gave
identical events). The ``@task`` call's ``langgraph_path`` ends with ``True``
in LangGraph; lingxigraph keeps the call's task id there (see the test).
"""

from __future__ import annotations

CALLBACK_RUNS: dict[str, tuple[str, list[str]]] = {
    'chain': (
        "{'x': ['a', 'b']}",
        [
            "start RN #0<-None ['T'] {'m': 1, 'ls_integration': 'langgraph'} in={'x': []}",
            "start a #1<-0 ['graph:step:1', 'T'] {'m': 1, 'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} in={'x': []}",
            "end #1 {'x': ['a']}",
            "start b #2<-0 ['graph:step:2', 'T'] {'m': 1, 'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} in={'x': ['a']}",
            "end #2 {'x': ['b']}",
            "end #0 {'x': ['a', 'b']}",
        ],
    ),
    'model': (
        "{'x': ['hi there']}",
        [
            "start LangGraph #0<-None [] {'ls_integration': 'langgraph'} in={'x': []}",
            "start call #1<-0 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>'} in={'x': []}",
            "model #2<-1 ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'}",
            'model_end #2',
            "end #1 {'x': ['hi there']}",
            "end #0 {'x': ['hi there']}",
        ],
    ),
    'subgraphs': (
        "{'x': ['i', 'i', 'i']}",
        [
            "start LangGraph #0<-None [] {'ls_integration': 'langgraph'} in={'x': []}",
            "start outer #1<-0 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>'} in={'x': []}",
            "start LangGraph #2<-1 ['seq:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>', 'checkpoint_ns': 'outer:<id>'} in={'x': []}",
            "start inner #3<-2 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'inner', 'langgraph_triggers': ('branch:to:inner',), 'langgraph_path': ('__pregel_pull', 'inner'), 'langgraph_checkpoint_ns': 'outer:<id>|inner:<id>', 'checkpoint_ns': 'outer:<id>'} in={'x': []}",
            "end #3 {'x': ['i']}",
            "end #2 {'x': ['i']}",
            "end #1 {'x': ['i']}",
            "start caller #4<-0 ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'caller', 'langgraph_triggers': ('branch:to:caller',), 'langgraph_path': ('__pregel_pull', 'caller'), 'langgraph_checkpoint_ns': 'caller:<id>'} in={'x': ['i']}",
            "start LangGraph #5<-4 ['seq:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'caller', 'langgraph_triggers': ('branch:to:caller',), 'langgraph_path': ('__pregel_pull', 'caller'), 'langgraph_checkpoint_ns': 'caller:<id>', 'checkpoint_ns': 'caller:<id>'} in={'x': ['i']}",
            "start inner #6<-5 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'inner', 'langgraph_triggers': ('branch:to:inner',), 'langgraph_path': ('__pregel_pull', 'inner'), 'langgraph_checkpoint_ns': 'caller:<id>|inner:<id>', 'checkpoint_ns': 'caller:<id>'} in={'x': ['i']}",
            "end #6 {'x': ['i']}",
            "end #5 {'x': ['i', 'i']}",
            "end #4 {'x': ['i', 'i']}",
            "end #0 {'x': ['i', 'i', 'i']}",
        ],
    ),
    'interrupt': (
        "{'x': [], '__interrupt__': [Interrupt(value='q?', id='<id>')]}",
        [
            "start LangGraph #0<-None [] {'thread_id': 't', 'ls_integration': 'langgraph'} in={'x': []}",
            "start ask #1<-0 ['graph:step:1'] {'thread_id': 't', 'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'ask', 'langgraph_triggers': ('branch:to:ask',), 'langgraph_path': ('__pregel_pull', 'ask'), 'langgraph_checkpoint_ns': 'ask:<id>'} in={'x': []}",
            "error #1 GraphInterrupt((Interrupt(value='q?', id='<id>'),))",
            "end #0 {'x': []}",
        ],
    ),
    'retry': (
        "ValueError('boom')",
        [
            "start LangGraph #0<-None [] {'ls_integration': 'langgraph'} in={'x': []}",
            "start flaky #1<-0 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'flaky', 'langgraph_triggers': ('branch:to:flaky',), 'langgraph_path': ('__pregel_pull', 'flaky'), 'langgraph_checkpoint_ns': 'flaky:<id>'} in={'x': []}",
            "error #1 Flaky('first')",
            "start flaky #2<-0 ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'flaky', 'langgraph_triggers': ('branch:to:flaky',), 'langgraph_path': ('__pregel_pull', 'flaky'), 'langgraph_checkpoint_ns': 'flaky:<id>'} in={'x': []}",
            "start route #3<-2 ['seq:step:3'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'flaky', 'langgraph_triggers': ('branch:to:flaky',), 'langgraph_path': ('__pregel_pull', 'flaky'), 'langgraph_checkpoint_ns': 'flaky:<id>'} in={'x': ['ok']}",
            "end #3 'bad'",
            "end #2 {'x': ['ok']}",
            "start bad #4<-0 ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'bad', 'langgraph_triggers': ('branch:to:bad',), 'langgraph_path': ('__pregel_pull', 'bad'), 'langgraph_checkpoint_ns': 'bad:<id>'} in={'x': ['ok']}",
            "error #4 ValueError('boom')",
            "error #0 ValueError('boom')",
        ],
    ),
    'functional': (
        '7',
        [
            "start LangGraph #0<-None [] {'ls_integration': 'langgraph'} in=3",
            "start main #1<-0 ['graph:step:0'] {'ls_integration': 'langgraph', 'langgraph_step': 0, 'langgraph_node': 'main', 'langgraph_triggers': ('__start__',), 'langgraph_path': ('__pregel_pull', 'main'), 'langgraph_checkpoint_ns': 'main:<id>'} in=3",
            "start double #2<-1 ['seq:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 0, 'langgraph_node': 'double', 'langgraph_triggers': ('__pregel_push',), 'langgraph_path': ('__pregel_push', ('__pregel_pull', 'main'), 0, True), 'langgraph_checkpoint_ns': 'main:<id>|double:<id>'} in={'x': 3}",
            'end #2 6',
            'end #1 7',
            'end #0 7',
        ],
    ),
}

# astream_events(version='v2') of the graphs in test_streaming_callbacks (rendered as there)
ASTREAM_EVENTS_V2: dict[str, list[str]] = {
    'chain': [
        "on_chain_start LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'input': {'x': []}}",
        "on_chain_start a #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'input': {'x': []}}",
        "on_chain_stream a #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'chunk': {'x': ['a']}}",
        "on_chain_end a #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'output': {'x': ['a']}, 'input': {'x': []}}",
        "on_chain_stream LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'chunk': {'a': {'x': ['a']}}}",
        "on_chain_start b #2<-[0] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'input': {'x': ['a']}}",
        "on_chain_stream b #2<-[0] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'chunk': {'x': ['b']}}",
        "on_chain_end b #2<-[0] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'output': {'x': ['b']}, 'input': {'x': ['a']}}",
        "on_chain_stream LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'chunk': {'b': {'x': ['b']}}}",
        "on_chain_end LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'output': {'x': ['a', 'b']}}",
        '-> done',
    ],
    'model': [
        "on_chain_start LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'input': {'x': []}}",
        "on_chain_start call #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>'} {'input': {'x': []}}",
        "on_chat_model_start GenericFakeChatModel #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'} {'input': {'messages': [[HumanMessage('q')]]}}",
        "on_chat_model_stream GenericFakeChatModel #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'} {'chunk': AIMessageChunk('hi')}",
        "on_chat_model_stream GenericFakeChatModel #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'} {'chunk': AIMessageChunk(' ')}",
        "on_chat_model_stream GenericFakeChatModel #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'} {'chunk': AIMessageChunk('there')}",
        "on_chat_model_end GenericFakeChatModel #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langchain_chat_model', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>', 'checkpoint_ns': 'call:<id>'} {'output': AIMessage('hi there'), 'input': {'messages': [[HumanMessage('q')]]}}",
        "on_chain_stream call #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>'} {'chunk': {'x': ['hi there']}}",
        "on_chain_end call #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'call', 'langgraph_triggers': ('branch:to:call',), 'langgraph_path': ('__pregel_pull', 'call'), 'langgraph_checkpoint_ns': 'call:<id>'} {'output': {'x': ['hi there']}, 'input': {'x': []}}",
        "on_chain_stream LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'chunk': {'call': {'x': ['hi there']}}}",
        "on_chain_end LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'output': {'x': ['hi there']}}",
        '-> done',
    ],
    'subgraph': [
        "on_chain_start LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'input': {'x': []}}",
        "on_chain_start outer #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>'} {'input': {'x': []}}",
        "on_chain_start LangGraph #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>', 'checkpoint_ns': 'outer:<id>'} {'input': {'x': []}}",
        "on_chain_start inner #3<-[0, 1, 2] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'inner', 'langgraph_triggers': ('branch:to:inner',), 'langgraph_path': ('__pregel_pull', 'inner'), 'langgraph_checkpoint_ns': 'outer:<id>|inner:<id>', 'checkpoint_ns': 'outer:<id>'} {'input': {'x': []}}",
        "on_chain_stream inner #3<-[0, 1, 2] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'inner', 'langgraph_triggers': ('branch:to:inner',), 'langgraph_path': ('__pregel_pull', 'inner'), 'langgraph_checkpoint_ns': 'outer:<id>|inner:<id>', 'checkpoint_ns': 'outer:<id>'} {'chunk': {'x': ['i']}}",
        "on_chain_end inner #3<-[0, 1, 2] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'inner', 'langgraph_triggers': ('branch:to:inner',), 'langgraph_path': ('__pregel_pull', 'inner'), 'langgraph_checkpoint_ns': 'outer:<id>|inner:<id>', 'checkpoint_ns': 'outer:<id>'} {'output': {'x': ['i']}, 'input': {'x': []}}",
        "on_chain_end LangGraph #2<-[0, 1] ['seq:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>', 'checkpoint_ns': 'outer:<id>'} {'output': {'x': ['i']}, 'input': {'x': []}}",
        "on_chain_stream outer #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>'} {'chunk': {'x': ['i']}}",
        "on_chain_end outer #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'outer', 'langgraph_triggers': ('branch:to:outer',), 'langgraph_path': ('__pregel_pull', 'outer'), 'langgraph_checkpoint_ns': 'outer:<id>'} {'output': {'x': ['i']}, 'input': {'x': []}}",
        "on_chain_stream LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'chunk': {'outer': {'x': ['i']}}}",
        "on_chain_end LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'output': {'x': ['i']}}",
        '-> done',
    ],
    'interrupt': [
        "on_chain_start LangGraph #0<-[] [] {'thread_id': 't', 'ls_integration': 'langgraph'} {'input': {'x': []}}",
        "on_chain_start ask #1<-[0] ['graph:step:1'] {'thread_id': 't', 'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'ask', 'langgraph_triggers': ('branch:to:ask',), 'langgraph_path': ('__pregel_pull', 'ask'), 'langgraph_checkpoint_ns': 'ask:<id>'} {'input': {'x': []}}",
        "on_chain_stream LangGraph #0<-[] [] {'thread_id': 't', 'ls_integration': 'langgraph'} {'chunk': {'__interrupt__': (Interrupt(value='q?', id='<id>'),)}}",
        "on_chain_end LangGraph #0<-[] [] {'thread_id': 't', 'ls_integration': 'langgraph'} {'output': {'x': []}}",
        '-> done',
    ],
    'error': [
        "on_chain_start LangGraph #0<-[] [] {'ls_integration': 'langgraph'} {'input': {'x': []}}",
        "on_chain_start boom #1<-[0] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'boom', 'langgraph_triggers': ('branch:to:boom',), 'langgraph_path': ('__pregel_pull', 'boom'), 'langgraph_checkpoint_ns': 'boom:<id>'} {'input': {'x': []}}",
        "-> ValueError('boom')",
    ],
}

# the chain graph under astream_events(version='v1')
ASTREAM_EVENTS_V1_CHAIN: list[str] = [
    "on_chain_start LangGraph #0<-[] [] {} {'input': {'x': []}}",
    "on_chain_start a #1<-[] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'input': {'x': []}}",
    "on_chain_stream a #1<-[] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'chunk': {'x': ['a']}}",
    "on_chain_end a #1<-[] ['graph:step:1'] {'ls_integration': 'langgraph', 'langgraph_step': 1, 'langgraph_node': 'a', 'langgraph_triggers': ('branch:to:a',), 'langgraph_path': ('__pregel_pull', 'a'), 'langgraph_checkpoint_ns': 'a:<id>'} {'input': {'x': []}, 'output': {'x': ['a']}}",
    "on_chain_stream LangGraph #0<-[] [] {} {'chunk': {'a': {'x': ['a']}}}",
    "on_chain_start b #2<-[] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'input': {'x': ['a']}}",
    "on_chain_stream b #2<-[] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'chunk': {'x': ['b']}}",
    "on_chain_end b #2<-[] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'input': {'x': ['a']}, 'output': {'x': ['b']}}",
    "on_chain_stream LangGraph #0<-[] [] {} {'chunk': {'b': {'x': ['b']}}}",
    "on_chain_end LangGraph #0<-[] [] {} {'output': {'b': {'x': ['b']}}}",
    '-> done',
]

# the chain graph under astream_events(version='v2', include_names=['b'])
ASTREAM_EVENTS_ONLY_B: list[str] = [
    "on_chain_start b #0<-[1] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'input': {'x': []}}",
    "on_chain_stream b #0<-[1] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'chunk': {'x': ['b']}}",
    "on_chain_end b #0<-[1] ['graph:step:2'] {'ls_integration': 'langgraph', 'langgraph_step': 2, 'langgraph_node': 'b', 'langgraph_triggers': ('branch:to:b',), 'langgraph_path': ('__pregel_pull', 'b'), 'langgraph_checkpoint_ns': 'b:<id>'} {'output': {'x': ['b']}}",
]

# Send fan-out (two parallel tasks) and a branch, lines sorted (parallel order is timing)
PARALLEL_SEND: list[str] = [
    "end LangGraph {'x': ['f', 10, 20]}",
    "end fan {'x': ['f']}",
    "end spread [Send(node='w', arg=1), Send(node='w', arg=2)]",
    "end w {'x': [10]}",
    "end w {'x': [20]}",
    "start LangGraph<-None [] step=None in={'x': []}",
    "start fan<-LangGraph ['graph:step:1'] step=1 in={'x': []}",
    "start spread<-fan ['seq:step:3'] step=1 in={'x': ['f']}",
    "start w<-LangGraph ['graph:step:2'] step=2 in=1",
    "start w<-LangGraph ['graph:step:2'] step=2 in=2",
]

# two parallel nodes, one with a conditional edge, lines sorted
PARALLEL_BRANCH: list[str] = [
    "end LangGraph {'x': ['p', 'q', 'r']}",
    "end p {'x': ['p']}",
    "end pick 'r'",
    "end q {'x': ['q']}",
    "end r {'x': ['r']}",
    "start LangGraph<-None [] step=None in={'x': []}",
    "start p<-LangGraph ['graph:step:1'] step=1 in={'x': []}",
    "start pick<-p ['seq:step:3'] step=1 in={'x': ['p']}",
    "start q<-LangGraph ['graph:step:1'] step=1 in={'x': []}",
    "start r<-LangGraph ['graph:step:2'] step=2 in={'x': ['p', 'q']}",
]
