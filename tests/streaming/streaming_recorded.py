"""LangGraph 1.2.11's recorded stream outputs that the streaming tests compare against.

Each entry is one section of ``shared/reference/scripts/out/<script>.txt``, copied
verbatim except for lines the script printed from inside nodes or as remarks
(``   [grand node sees ...``, ``   type: ...``, ``interrupt id == ...``), which
the tests do not reproduce. ``test_streaming_recorded.py`` checks that every
entry still matches the reference file when ``shared/`` is present.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=False)
class Recorded:
    """One recorded section."""

    script: str
    """Reference script name, e.g. ``e01_modes``."""
    section: str
    """The section title (the text after ``### ``)."""
    text: str
    """What LangGraph printed, ids masked."""

    @property
    def body(self) -> str:
        """``text`` without leading/trailing blank lines."""
        return self.text.strip("\n")


RECORDED: dict[str, Recorded] = {
    'e01/values': Recorded(
        'e01_modes',
        "stream_mode='values' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'x': 1, 'log': []}
{'x': 2, 'log': ['a']}
{'x': 20, 'log': ['a', 'b']}
""",
    ),
    'e01/updates': Recorded(
        'e01_modes',
        "stream_mode='updates' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'a': {'x': 2, 'log': ['a']}}
{'b': {'x': 20, 'log': ['b']}}
""",
    ),
    'e01/custom': Recorded(
        'e01_modes',
        "stream_mode='custom' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'progress': 'a-half'}
""",
    ),
    'e01/tasks': Recorded(
        'e01_modes',
        "stream_mode='tasks' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'id': '<uuid1>',
 'name': 'a',
 'input': {'x': 1, 'log': []},
 'triggers': ('branch:to:a',)}
{'id': '<uuid1>',
 'name': 'a',
 'error': None,
 'result': {'x': 2, 'log': ['a']},
 'interrupts': []}
{'id': '<uuid2>',
 'name': 'b',
 'input': {'x': 2, 'log': ['a']},
 'triggers': ('branch:to:b',)}
{'id': '<uuid2>',
 'name': 'b',
 'error': None,
 'result': {'x': 20, 'log': ['b']},
 'interrupts': []}
""",
    ),
    'e01/checkpoints': Recorded(
        'e01_modes',
        "stream_mode='checkpoints' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'config': {'configurable': {'checkpoint_ns': '',
                             'thread_id': 't1',
                             'checkpoint_id': '<uuid1>'}},
 'parent_config': None,
 'values': {'log': []},
 'metadata': {'source': 'input', 'step': -1, 'parents': {}},
 'next': ['__start__'],
 'tasks': [{'id': '<uuid2>',
            'name': '__start__',
            'interrupts': (),
            'state': None}]}
{'config': {'configurable': {'checkpoint_ns': '',
                             'thread_id': 't1',
                             'checkpoint_id': '<uuid3>'}},
 'parent_config': {'configurable': {'checkpoint_ns': '',
                                    'thread_id': 't1',
                                    'checkpoint_id': '<uuid1>'}},
 'values': {'x': 1, 'log': []},
 'metadata': {'source': 'loop', 'step': 0, 'parents': {}},
 'next': ['a'],
 'tasks': [{'id': '<uuid4>', 'name': 'a', 'interrupts': (), 'state': None}]}
{'config': {'configurable': {'checkpoint_ns': '',
                             'thread_id': 't1',
                             'checkpoint_id': '<uuid5>'}},
 'parent_config': {'configurable': {'checkpoint_ns': '',
                                    'thread_id': 't1',
                                    'checkpoint_id': '<uuid3>'}},
 'values': {'x': 2, 'log': ['a']},
 'metadata': {'source': 'loop', 'step': 1, 'parents': {}},
 'next': ['b'],
 'tasks': [{'id': '<uuid6>', 'name': 'b', 'interrupts': (), 'state': None}]}
{'config': {'configurable': {'checkpoint_ns': '',
                             'thread_id': 't1',
                             'checkpoint_id': '<uuid7>'}},
 'parent_config': {'configurable': {'checkpoint_ns': '',
                                    'thread_id': 't1',
                                    'checkpoint_id': '<uuid5>'}},
 'values': {'x': 20, 'log': ['a', 'b']},
 'metadata': {'source': 'loop', 'step': 2, 'parents': {}},
 'next': [],
 'tasks': []}
""",
    ),
    'e01/debug': Recorded(
        'e01_modes',
        "stream_mode='debug' (checkpointer=InMemorySaver, thread_id='t1')",
        """\
{'step': -1,
 'timestamp': '<ts>',
 'type': 'checkpoint',
 'payload': {'config': {'configurable': {'checkpoint_ns': '',
                                         'thread_id': 't1',
                                         'checkpoint_id': '<uuid1>'}},
             'parent_config': None,
             'values': {'log': []},
             'metadata': {'source': 'input', 'step': -1, 'parents': {}},
             'next': ['__start__'],
             'tasks': [{'id': '<uuid2>',
                        'name': '__start__',
                        'interrupts': (),
                        'state': None}]}}
{'step': 0,
 'timestamp': '<ts>',
 'type': 'checkpoint',
 'payload': {'config': {'configurable': {'checkpoint_ns': '',
                                         'thread_id': 't1',
                                         'checkpoint_id': '<uuid3>'}},
             'parent_config': {'configurable': {'checkpoint_ns': '',
                                                'thread_id': 't1',
                                                'checkpoint_id': '<uuid1>'}},
             'values': {'x': 1, 'log': []},
             'metadata': {'source': 'loop', 'step': 0, 'parents': {}},
             'next': ['a'],
             'tasks': [{'id': '<uuid4>',
                        'name': 'a',
                        'interrupts': (),
                        'state': None}]}}
{'step': 1,
 'timestamp': '<ts>',
 'type': 'task',
 'payload': {'id': '<uuid4>',
             'name': 'a',
             'input': {'x': 1, 'log': []},
             'triggers': ('branch:to:a',)}}
{'step': 1,
 'timestamp': '<ts>',
 'type': 'task_result',
 'payload': {'id': '<uuid4>',
             'name': 'a',
             'error': None,
             'result': {'x': 2, 'log': ['a']},
             'interrupts': []}}
{'step': 1,
 'timestamp': '<ts>',
 'type': 'checkpoint',
 'payload': {'config': {'configurable': {'checkpoint_ns': '',
                                         'thread_id': 't1',
                                         'checkpoint_id': '<uuid5>'}},
             'parent_config': {'configurable': {'checkpoint_ns': '',
                                                'thread_id': 't1',
                                                'checkpoint_id': '<uuid3>'}},
             'values': {'x': 2, 'log': ['a']},
             'metadata': {'source': 'loop', 'step': 1, 'parents': {}},
             'next': ['b'],
             'tasks': [{'id': '<uuid6>',
                        'name': 'b',
                        'interrupts': (),
                        'state': None}]}}
{'step': 2,
 'timestamp': '<ts>',
 'type': 'task',
 'payload': {'id': '<uuid6>',
             'name': 'b',
             'input': {'x': 2, 'log': ['a']},
             'triggers': ('branch:to:b',)}}
{'step': 2,
 'timestamp': '<ts>',
 'type': 'task_result',
 'payload': {'id': '<uuid6>',
             'name': 'b',
             'error': None,
             'result': {'x': 20, 'log': ['b']},
             'interrupts': []}}
{'step': 2,
 'timestamp': '<ts>',
 'type': 'checkpoint',
 'payload': {'config': {'configurable': {'checkpoint_ns': '',
                                         'thread_id': 't1',
                                         'checkpoint_id': '<uuid7>'}},
             'parent_config': {'configurable': {'checkpoint_ns': '',
                                                'thread_id': 't1',
                                                'checkpoint_id': '<uuid5>'}},
             'values': {'x': 20, 'log': ['a', 'b']},
             'metadata': {'source': 'loop', 'step': 2, 'parents': {}},
             'next': [],
             'tasks': []}}
""",
    ),
    'e02/checkpoints': Recorded(
        'e02_nocp',
        "stream_mode='checkpoints' WITHOUT checkpointer",
        """\

""",
    ),
    'e02/debug': Recorded(
        'e02_nocp',
        "stream_mode='debug' WITHOUT checkpointer",
        """\
{'step': 1,
 'timestamp': '<ts>',
 'type': 'task',
 'payload': {'id': '<uuid1>',
             'name': 'a',
             'input': {'x': 1, 'log': []},
             'triggers': ('branch:to:a',)}}
{'step': 1,
 'timestamp': '<ts>',
 'type': 'task_result',
 'payload': {'id': '<uuid1>',
             'name': 'a',
             'error': None,
             'result': {'x': 2, 'log': ['a']},
             'interrupts': []}}
{'step': 2,
 'timestamp': '<ts>',
 'type': 'task',
 'payload': {'id': '<uuid2>',
             'name': 'b',
             'input': {'x': 2, 'log': ['a']},
             'triggers': ('branch:to:b',)}}
{'step': 2,
 'timestamp': '<ts>',
 'type': 'task_result',
 'payload': {'id': '<uuid2>',
             'name': 'b',
             'error': None,
             'result': {'x': 20, 'log': ['b']},
             'interrupts': []}}
""",
    ),
    'e02/tasks': Recorded(
        'e02_nocp',
        "stream_mode='tasks' WITHOUT checkpointer",
        """\
{'id': '<uuid1>',
 'name': 'a',
 'input': {'x': 1, 'log': []},
 'triggers': ('branch:to:a',)}
{'id': '<uuid1>',
 'name': 'a',
 'error': None,
 'result': {'x': 2, 'log': ['a']},
 'interrupts': []}
{'id': '<uuid2>',
 'name': 'b',
 'input': {'x': 2, 'log': ['a']},
 'triggers': ('branch:to:b',)}
{'id': '<uuid2>',
 'name': 'b',
 'error': None,
 'result': {'x': 20, 'log': ['b']},
 'interrupts': []}
""",
    ),
    'e03/list': Recorded(
        'e03_combined',
        "stream_mode=['updates','custom','values'] (list) -> (mode, chunk) tuples",
        """\
('values', {'x': 1, 'log': []})
('custom', {'progress': 'a-half'})
('updates', {'a': {'x': 2, 'log': ['a']}})
('values', {'x': 2, 'log': ['a']})
('updates', {'b': {'x': 20, 'log': ['b']}})
('values', {'x': 20, 'log': ['a', 'b']})
""",
    ),
    'e03/one-element-list': Recorded(
        'e03_combined',
        "stream_mode=['values'] (single-element list) -> still tuples?",
        """\
('values', {'x': 1, 'log': []})
('values', {'x': 2, 'log': ['a']})
('values', {'x': 20, 'log': ['a', 'b']})
""",
    ),
    'e03/default': Recorded(
        'e03_combined',
        'stream() default stream_mode (None) for StateGraph',
        """\
{'a': {'x': 2, 'log': ['a']}}
{'b': {'x': 20, 'log': ['b']}}
""",
    ),
    'e03/v2-updates': Recorded(
        'e03_combined',
        "stream_mode='updates', version='v2'",
        """\
{'type': 'updates', 'ns': (), 'data': {'a': {'x': 2, 'log': ['a']}}}
{'type': 'updates', 'ns': (), 'data': {'b': {'x': 20, 'log': ['b']}}}
""",
    ),
    'e03/v2-all': Recorded(
        'e03_combined',
        "stream_mode=['values','updates','custom','tasks','checkpoints'], version='v2'",
        """\
{'type': 'checkpoints',
 'ns': (),
 'data': {'config': {'configurable': {'checkpoint_ns': '',
                                      'thread_id': 't',
                                      'checkpoint_id': '<uuid1>'}},
          'parent_config': None,
          'values': {'log': []},
          'metadata': {'source': 'input', 'step': -1, 'parents': {}},
          'next': ['__start__'],
          'tasks': [{'id': '<uuid2>',
                     'name': '__start__',
                     'interrupts': (),
                     'state': None}]}}
{'type': 'values', 'ns': (), 'data': {'x': 1, 'log': []}, 'interrupts': ()}
{'type': 'checkpoints',
 'ns': (),
 'data': {'config': {'configurable': {'checkpoint_ns': '',
                                      'thread_id': 't',
                                      'checkpoint_id': '<uuid3>'}},
          'parent_config': {'configurable': {'checkpoint_ns': '',
                                             'thread_id': 't',
                                             'checkpoint_id': '<uuid1>'}},
          'values': {'x': 1, 'log': []},
          'metadata': {'source': 'loop', 'step': 0, 'parents': {}},
          'next': ['a'],
          'tasks': [{'id': '<uuid4>',
                     'name': 'a',
                     'interrupts': (),
                     'state': None}]}}
{'type': 'tasks',
 'ns': (),
 'data': {'id': '<uuid4>',
          'name': 'a',
          'input': {'x': 1, 'log': []},
          'triggers': ('branch:to:a',)}}
{'type': 'custom', 'ns': (), 'data': {'progress': 'a-half'}}
{'type': 'updates', 'ns': (), 'data': {'a': {'x': 2, 'log': ['a']}}}
{'type': 'tasks',
 'ns': (),
 'data': {'id': '<uuid4>',
          'name': 'a',
          'error': None,
          'result': {'x': 2, 'log': ['a']},
          'interrupts': []}}
{'type': 'values', 'ns': (), 'data': {'x': 2, 'log': ['a']}, 'interrupts': ()}
{'type': 'checkpoints',
 'ns': (),
 'data': {'config': {'configurable': {'checkpoint_ns': '',
                                      'thread_id': 't',
                                      'checkpoint_id': '<uuid5>'}},
          'parent_config': {'configurable': {'checkpoint_ns': '',
                                             'thread_id': 't',
                                             'checkpoint_id': '<uuid3>'}},
          'values': {'x': 2, 'log': ['a']},
          'metadata': {'source': 'loop', 'step': 1, 'parents': {}},
          'next': ['b'],
          'tasks': [{'id': '<uuid6>',
                     'name': 'b',
                     'interrupts': (),
                     'state': None}]}}
{'type': 'tasks',
 'ns': (),
 'data': {'id': '<uuid6>',
          'name': 'b',
          'input': {'x': 2, 'log': ['a']},
          'triggers': ('branch:to:b',)}}
{'type': 'updates', 'ns': (), 'data': {'b': {'x': 20, 'log': ['b']}}}
{'type': 'tasks',
 'ns': (),
 'data': {'id': '<uuid6>',
          'name': 'b',
          'error': None,
          'result': {'x': 20, 'log': ['b']},
          'interrupts': []}}
{'type': 'values', 'ns': (), 'data': {'x': 20, 'log': ['a', 'b']}, 'interrupts': ()}
{'type': 'checkpoints',
 'ns': (),
 'data': {'config': {'configurable': {'checkpoint_ns': '',
                                      'thread_id': 't',
                                      'checkpoint_id': '<uuid7>'}},
          'parent_config': {'configurable': {'checkpoint_ns': '',
                                             'thread_id': 't',
                                             'checkpoint_id': '<uuid5>'}},
          'values': {'x': 20, 'log': ['a', 'b']},
          'metadata': {'source': 'loop', 'step': 2, 'parents': {}},
          'next': [],
          'tasks': []}}
""",
    ),
    'e03/invoke-v2': Recorded(
        'e03_combined',
        "invoke(..., version='v2')",
        """\
GraphOutput(value={'x': 20, 'log': ['a', 'b']}, interrupts=())
GraphOutput
""",
    ),
    'e03/invoke-v1': Recorded(
        'e03_combined',
        "invoke(..., version='v1') default",
        """\
{'x': 20, 'log': ['a', 'b']}
dict
""",
    ),
    'e03/invoke-updates': Recorded(
        'e03_combined',
        "invoke(..., stream_mode='updates')",
        """\
[{'a': {'x': 2, 'log': ['a']}}, {'b': {'x': 20, 'log': ['b']}}]
""",
    ),
    'e03/invoke-updates-v2': Recorded(
        'e03_combined',
        "invoke(..., stream_mode='updates', version='v2')",
        """\
[{'type': 'updates', 'ns': (), 'data': {'a': {'x': 2, 'log': ['a']}}},
 {'type': 'updates', 'ns': (), 'data': {'b': {'x': 20, 'log': ['b']}}}]
""",
    ),
    'e05/updates': Recorded(
        'e05_subgraphs',
        "stream(..., stream_mode='updates', subgraphs=True)",
        """\
((), {'p1': {'log': ['p1']}})
(('child:<uuid1>',), {'c1': {'x': 101, 'log': ['c1']}})
(('child:<uuid1>',), {'c2': {'log': ['c2']}})
((), {'child': {'x': 101, 'log': ['p1', 'c1', 'c2']}})
""",
    ),
    'e05/values': Recorded(
        'e05_subgraphs',
        "stream(..., stream_mode='values', subgraphs=True)",
        """\
((), {'x': 1, 'log': []})
((), {'x': 1, 'log': ['p1']})
(('child:<uuid1>',), {'x': 1, 'log': ['p1']})
(('child:<uuid1>',), {'x': 101, 'log': ['p1', 'c1']})
(('child:<uuid1>',), {'x': 101, 'log': ['p1', 'c1', 'c2']})
((), {'x': 101, 'log': ['p1', 'p1', 'c1', 'c2']})
""",
    ),
    'e05/custom': Recorded(
        'e05_subgraphs',
        "stream(..., stream_mode='custom', subgraphs=True)",
        """\
(('child:<uuid1>',), 'from-c1')
""",
    ),
    'e06/updates': Recorded(
        'e06_nested',
        "nested: parent START->mid(subgraph: grand(subgraph: g1))->caller(function that calls mid.invoke); stream_mode='updates', subgraphs=True",
        """\
(('mid:<uuid1>', 'grand:<uuid2>'), {'g1': {'x': 1}})
(('mid:<uuid1>',), {'grand': {'x': 1}})
((), {'mid': {'x': 1}})
(('caller:<uuid3>', 'grand:<uuid4>'),
 {'g1': {'x': 2}})
(('caller:<uuid3>',), {'grand': {'x': 2}})
((), {'caller': {'x': 2}})
""",
    ),
    'e06/v2-updates': Recorded(
        'e06_nested',
        "same with version='v2', stream_mode='updates', subgraphs=True",
        """\
{'type': 'updates',
 'ns': ('mid:<uuid1>', 'grand:<uuid2>'),
 'data': {'g1': {'x': 1}}}
{'type': 'updates', 'ns': ('mid:<uuid1>',), 'data': {'grand': {'x': 1}}}
{'type': 'updates', 'ns': (), 'data': {'mid': {'x': 1}}}
{'type': 'updates',
 'ns': ('caller:<uuid3>', 'grand:<uuid4>'),
 'data': {'g1': {'x': 2}}}
{'type': 'updates', 'ns': ('caller:<uuid3>',), 'data': {'grand': {'x': 2}}}
{'type': 'updates', 'ns': (), 'data': {'caller': {'x': 2}}}
""",
    ),
    'e06/v2-hidden': Recorded(
        'e06_nested',
        "version='v2', stream_mode='updates', subgraphs=False (subgraph events hidden?)",
        """\
{'type': 'updates', 'ns': (), 'data': {'mid': {'x': 1}}}
{'type': 'updates', 'ns': (), 'data': {'caller': {'x': 2}}}
""",
    ),
    'e06/3-tuples': Recorded(
        'e06_nested',
        "stream_mode=['updates','values'], subgraphs=True (v1): 3-tuples",
        """\
((), 'values', {'x': 0})
(('mid:<uuid1>',), 'values', {'x': 0})
(('mid:<uuid1>', 'grand:<uuid2>'),
 'values',
 {'x': 0})
(('mid:<uuid1>', 'grand:<uuid2>'),
 'updates',
 {'g1': {'x': 1}})
(('mid:<uuid1>', 'grand:<uuid2>'),
 'values',
 {'x': 1})
(('mid:<uuid1>',), 'updates', {'grand': {'x': 1}})
(('mid:<uuid1>',), 'values', {'x': 1})
((), 'updates', {'mid': {'x': 1}})
((), 'values', {'x': 1})
(('caller:<uuid3>',), 'values', {'x': 1})
(('caller:<uuid3>', 'grand:<uuid4>'),
 'values',
 {'x': 1})
(('caller:<uuid3>', 'grand:<uuid4>'),
 'updates',
 {'g1': {'x': 2}})
(('caller:<uuid3>', 'grand:<uuid4>'),
 'values',
 {'x': 2})
(('caller:<uuid3>',), 'updates', {'grand': {'x': 2}})
(('caller:<uuid3>',), 'values', {'x': 2})
((), 'updates', {'caller': {'x': 2}})
((), 'values', {'x': 2})
""",
    ),
    'e07/updates': Recorded(
        'e07_interrupt',
        "stream(stream_mode='updates') on a new thread",
        """\
{'__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)}
""",
    ),
    'e07/values': Recorded(
        'e07_interrupt',
        "stream(stream_mode='values') on a new thread",
        """\
{'q': 'hi'}
{'q': 'hi', '__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)}
""",
    ),
    'e07/list': Recorded(
        'e07_interrupt',
        "stream(stream_mode=['values','updates']) on a new thread",
        """\
('values', {'q': 'hi'})
('updates',
 {'__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)})
('values',
 {'q': 'hi',
  '__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)})
""",
    ),
    'e07/v2': Recorded(
        'e07_interrupt',
        "stream(stream_mode=['values','updates'], version='v2') on a new thread",
        """\
{'type': 'values', 'ns': (), 'data': {'q': 'hi'}, 'interrupts': ()}
{'type': 'updates',
 'ns': (),
 'data': {'__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)}}
{'type': 'values',
 'ns': (),
 'data': {'q': 'hi'},
 'interrupts': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)}
""",
    ),
    'e07/invoke-v2': Recorded(
        'e07_interrupt',
        "invoke(version='v2') on a new thread",
        """\
GraphOutput(value={'q': 'hi'},
            interrupts=(Interrupt(value={'question': 'name?'}, id='<hex1>'),))
""",
    ),
    'e07/invoke-updates': Recorded(
        'e07_interrupt',
        "invoke(stream_mode='updates') with interrupt (list of updates chunks)",
        """\
[{'__interrupt__': (Interrupt(value={'question': 'name?'}, id='<hex1>'),)}]
""",
    ),
    'e07/tasks': Recorded(
        'e07_interrupt',
        'tasks stream mode with interrupt (new thread)',
        """\
{'id': '<uuid1>',
 'name': 'ask',
 'input': {'q': 'hi'},
 'triggers': ('branch:to:ask',)}
{'id': '<uuid1>',
 'name': 'ask',
 'error': None,
 'result': {},
 'interrupts': [{'value': {'question': 'name?'}, 'id': '<hex1>'}]}
""",
    ),
    'e07/debug-last-2': Recorded(
        'e07_interrupt',
        'debug stream mode with interrupt: last 2 events (new thread)',
        """\
[{'step': 1,
  'timestamp': '<ts>',
  'type': 'task',
  'payload': {'id': '<uuid1>',
              'name': 'ask',
              'input': {'q': 'hi'},
              'triggers': ('branch:to:ask',)}},
 {'step': 1,
  'timestamp': '<ts>',
  'type': 'task_result',
  'payload': {'id': '<uuid1>',
              'name': 'ask',
              'error': None,
              'result': {},
              'interrupts': [{'value': {'question': 'name?'}, 'id': '<hex1>'}]}}]
""",
    ),
    'e07/checkpoints-last': Recorded(
        'e07_interrupt',
        'checkpoints mode: last event (new thread)',
        """\
2 events
{'config': {'configurable': {'checkpoint_ns': '',
                             'thread_id': 'i11',
                             'checkpoint_id': '<uuid1>'}},
 'parent_config': {'configurable': {'checkpoint_ns': '',
                                    'thread_id': 'i11',
                                    'checkpoint_id': '<uuid2>'}},
 'values': {'q': 'hi'},
 'metadata': {'source': 'loop', 'step': 0, 'parents': {}},
 'next': ['ask'],
 'tasks': [{'id': '<uuid3>', 'name': 'ask', 'interrupts': (), 'state': None}]}
""",
    ),
    'e32/v2-interrupt': Recorded(
        'e32_v2_sub',
        "version='v2', stream_mode=['values','updates','debug'], subgraphs=True, subgraph interrupts (debug parts abbreviated)",
        """\
{'type': 'debug',
 'ns': (),
 'data': {'step': -1,
          'type': 'checkpoint',
          'payload.keys': ['config', 'parent_config', 'values', 'metadata', 'next', 'tasks']}}
{'type': 'values', 'ns': (), 'data': {'x': 0}, 'interrupts': ()}
{'type': 'debug',
 'ns': (),
 'data': {'step': 0,
          'type': 'checkpoint',
          'payload.keys': ['config', 'parent_config', 'values', 'metadata', 'next', 'tasks']}}
{'type': 'debug',
 'ns': (),
 'data': {'step': 1, 'type': 'task', 'payload.keys': ['id', 'name', 'input', 'triggers']}}
{'type': 'debug',
 'ns': ('child:<uuid1>',),
 'data': {'step': -1,
          'type': 'checkpoint',
          'payload.keys': ['config', 'parent_config', 'values', 'metadata', 'next', 'tasks']}}
{'type': 'values', 'ns': ('child:<uuid1>',), 'data': {'x': 0}, 'interrupts': ()}
{'type': 'debug',
 'ns': ('child:<uuid1>',),
 'data': {'step': 0,
          'type': 'checkpoint',
          'payload.keys': ['config', 'parent_config', 'values', 'metadata', 'next', 'tasks']}}
{'type': 'debug',
 'ns': ('child:<uuid1>',),
 'data': {'step': 1, 'type': 'task', 'payload.keys': ['id', 'name', 'input', 'triggers']}}
{'type': 'updates',
 'ns': ('child:<uuid1>',),
 'data': {'__interrupt__': (Interrupt(value='sub?', id='<hex1>'),)}}
{'type': 'values',
 'ns': ('child:<uuid1>',),
 'data': {'x': 0},
 'interrupts': (Interrupt(value='sub?', id='<hex1>'),)}
{'type': 'debug',
 'ns': ('child:<uuid1>',),
 'data': {'step': 1, 'type': 'task_result', 'payload.keys': ['id', 'name', 'error', 'result', 'interrupts']}}
{'type': 'updates',
 'ns': (),
 'data': {'__interrupt__': (Interrupt(value='sub?', id='<hex1>'),)}}
{'type': 'values',
 'ns': (),
 'data': {'x': 0},
 'interrupts': (Interrupt(value='sub?', id='<hex1>'),)}
{'type': 'debug',
 'ns': (),
 'data': {'step': 1, 'type': 'task_result', 'payload.keys': ['id', 'name', 'error', 'result', 'interrupts']}}
""",
    ),
    'e32/v2-resume': Recorded(
        'e32_v2_sub',
        'resume v2',
        """\
{'type': 'values', 'ns': (), 'data': {'x': 0}, 'interrupts': ()}
{'type': 'values', 'ns': ('child:<uuid1>',), 'data': {'x': 0}, 'interrupts': ()}
{'type': 'updates', 'ns': ('child:<uuid1>',), 'data': {'c_ask': {'x': 1}}}
{'type': 'values', 'ns': ('child:<uuid1>',), 'data': {'x': 1}, 'interrupts': ()}
{'type': 'updates', 'ns': (), 'data': {'child': {'x': 1}}}
{'type': 'values', 'ns': (), 'data': {'x': 1}, 'interrupts': ()}
""",
    ),
    'e37/first-run': Recorded(
        'e37_ckpt_tasks',
        "checkpoints mode: first run (n1 interrupts, n3 succeeds) - all events' tasks",
        """\
{'step': -1,
 'tasks': [{'id': '<uuid1>',
            'name': '__start__',
            'interrupts': (),
            'state': None}]}
{'step': 0,
 'tasks': [{'id': '<uuid2>', 'name': 'n1', 'interrupts': (), 'state': None},
           {'id': '<uuid3>', 'name': 'n3', 'interrupts': (), 'state': None}]}
""",
    ),
    'e37/resume': Recorded(
        'e37_ckpt_tasks',
        "checkpoints mode: resume Command(resume='v')",
        """\
{'step': 0,
 'tasks': [{'id': '<uuid2>',
            'name': 'n1',
            'interrupts': ({'value': 'q1', 'id': '<hex1>'},),
            'state': None},
           {'id': '<uuid3>',
            'name': 'n3',
            'result': {'out': ['n3-ran']},
            'interrupts': (),
            'state': None}]}
{'step': 1, 'tasks': []}
""",
    ),
    'e04/langchain-tokens': Recorded(
        'e04_messages',
        "stream_mode='messages' (node 'chat' calls GenericFakeChatModel.invoke -> 'hello big world'; node 'plain' returns AIMessage without LLM)",
        """\
tuple 2 | AIMessageChunk 'hello' id= ai-1
{'thread_id': 'm',
 'ls_integration': 'langchain_chat_model',
 'langgraph_step': 1,
 'langgraph_node': 'chat',
 'langgraph_triggers': ('branch:to:chat',),
 'langgraph_path': ('__pregel_pull', 'chat'),
 'langgraph_checkpoint_ns': 'chat:<uuid1>',
 'checkpoint_ns': 'chat:<uuid1>',
 'ls_provider': 'genericfakechatmodel',
 'ls_model_type': 'chat',
 'lc_versions': {'langchain-core': '1.8.3'}}
tuple 2 | AIMessageChunk ' ' id= ai-1
{'thread_id': 'm',
 'ls_integration': 'langchain_chat_model',
 'langgraph_step': 1,
 'langgraph_node': 'chat',
 'langgraph_triggers': ('branch:to:chat',),
 'langgraph_path': ('__pregel_pull', 'chat'),
 'langgraph_checkpoint_ns': 'chat:<uuid1>',
 'checkpoint_ns': 'chat:<uuid1>',
 'ls_provider': 'genericfakechatmodel',
 'ls_model_type': 'chat',
 'lc_versions': {'langchain-core': '1.8.3'}}
tuple 2 | AIMessageChunk 'big' id= ai-1
{'thread_id': 'm',
 'ls_integration': 'langchain_chat_model',
 'langgraph_step': 1,
 'langgraph_node': 'chat',
 'langgraph_triggers': ('branch:to:chat',),
 'langgraph_path': ('__pregel_pull', 'chat'),
 'langgraph_checkpoint_ns': 'chat:<uuid1>',
 'checkpoint_ns': 'chat:<uuid1>',
 'ls_provider': 'genericfakechatmodel',
 'ls_model_type': 'chat',
 'lc_versions': {'langchain-core': '1.8.3'}}
tuple 2 | AIMessageChunk ' ' id= ai-1
{'thread_id': 'm',
 'ls_integration': 'langchain_chat_model',
 'langgraph_step': 1,
 'langgraph_node': 'chat',
 'langgraph_triggers': ('branch:to:chat',),
 'langgraph_path': ('__pregel_pull', 'chat'),
 'langgraph_checkpoint_ns': 'chat:<uuid1>',
 'checkpoint_ns': 'chat:<uuid1>',
 'ls_provider': 'genericfakechatmodel',
 'ls_model_type': 'chat',
 'lc_versions': {'langchain-core': '1.8.3'}}
tuple 2 | AIMessageChunk 'world' id= ai-1
{'thread_id': 'm',
 'ls_integration': 'langchain_chat_model',
 'langgraph_step': 1,
 'langgraph_node': 'chat',
 'langgraph_triggers': ('branch:to:chat',),
 'langgraph_path': ('__pregel_pull', 'chat'),
 'langgraph_checkpoint_ns': 'chat:<uuid1>',
 'checkpoint_ns': 'chat:<uuid1>',
 'ls_provider': 'genericfakechatmodel',
 'ls_model_type': 'chat',
 'lc_versions': {'langchain-core': '1.8.3'}}
tuple 2 | AIMessage 'plain msg' id= ai-2
{'thread_id': 'm',
 'ls_integration': 'langgraph',
 'langgraph_step': 2,
 'langgraph_node': 'plain',
 'langgraph_triggers': ('branch:to:plain',),
 'langgraph_path': ('__pregel_pull', 'plain'),
 'langgraph_checkpoint_ns': 'plain:<uuid2>'}
""",
    ),
    'e04/langchain-with-updates': Recorded(
        'e04_messages',
        "stream_mode=['messages','updates'] (v1)",
        """\
messages AIMessageChunk 'hello'
messages AIMessageChunk ' '
messages AIMessageChunk 'big'
messages AIMessageChunk ' '
messages AIMessageChunk 'world'
updates {'chat': [('AIMessage', 'hello big world')]}
messages AIMessage 'plain msg'
updates {'plain': [('AIMessage', 'plain msg')]}
""",
    ),
    'e30/langchain-subgraph': Recorded(
        'e30_msgs_sub',
        'messages mode, subgraphs=True: (ns, (msg, meta)); quiet node uses TAG_NOSTREAM model',
        """\
(('child:<uuid1>',),
 'AIMessageChunk',
 'a',
 {'langgraph_node': 'chat',
  'langgraph_checkpoint_ns': 'child:<uuid1>|chat:<uuid2>',
  'custom_meta': 1},
 'chunk_position=None')
(('child:<uuid1>',),
 'AIMessageChunk',
 ' ',
 {'langgraph_node': 'chat',
  'langgraph_checkpoint_ns': 'child:<uuid1>|chat:<uuid2>',
  'custom_meta': 1},
 'chunk_position=None')
(('child:<uuid1>',),
 'AIMessageChunk',
 'b',
 {'langgraph_node': 'chat',
  'langgraph_checkpoint_ns': 'child:<uuid1>|chat:<uuid2>',
  'custom_meta': 1},
 "chunk_position='last'")
((),
 'AIMessage',
 'hidden tokens',
 {'langgraph_node': 'quiet', 'langgraph_checkpoint_ns': 'quiet:<uuid3>'},
 'chunk_position=None')
""",
    ),
}
