"""Minimal programs for the differences found by the conformance suite.

Each case is a spec for `program.py` (see its docstring). `test_regressions.py`
runs them under lingxigraph and compares with what LangGraph 1.2.11 produced
(recorded in `regression_expected.json` by `record_regressions.py`, so the
tests run without the oracle). ``bug`` names the entry of
`conformance_gen.KNOWN_BUGS` the case reproduces; ``open`` cases are expected to
fail (strict xfail) until the runtime is fixed; ``strict`` cases must match
without the parallel-ordering tolerance (they are about event order or key
order).
"""

from __future__ import annotations

END, START = "__end__", "__start__"
LOG = {"log": "append"}
IN = {"input": {"log": "in"}}


def graph(nodes: dict, edges: list, branches: list | None = None, channels: dict | None = None, **kw) -> dict:
    return {"kind": "graph", "channels": channels or LOG, "nodes": nodes, "edges": edges, "branches": branches or [], "checkpointer": True, **kw}


def sc(call: dict, *steps: dict, history: bool = True) -> dict:
    return {"call": call, "steps": list(steps), "history": history}


def tag(*extra: list) -> dict:
    return {"ops": [["tag", "log"], *extra]}


CASES: dict[str, dict] = {}


def case(name: str, bug: str, spec: dict, *, open: bool = True, strict: bool = False, repro: str = "") -> None:  # noqa: A002
    CASES[name] = {"bug": bug, "open": open, "strict": strict, "repro": repro, "spec": {"id": name, **spec}}


case(
    "parallel_interrupt_values_chunks",
    "parallel-interrupt-values",
    graph(
        {"a": tag(), "b": {"ops": [["interrupt", "log", "q"]]}, "c": {"ops": [["sleep", 50], ["tag", "log"]]}},
        [[START, "a"], ["a", "b"], ["a", "c"]],
        scenarios=[sc({"method": "stream", "stream_mode": ["updates", "values"]}, IN)],
    ),
    repro="START->a->{b: interrupt(), c: writes}; stream(['updates','values']): LangGraph emits "
    "('values', pre-step state + __interrupt__) when b interrupts, then ('values', state with c's write); "
    "lingxigraph emits one ('values', state with c's write + __interrupt__)",
    open=False,
)
case(
    "parallel_interrupt_values_in_subgraph",
    "parallel-interrupt-values",
    graph(
        {
            "s": {
                "kind": "subgraph",
                "graph": {
                    "nodes": {"x": {"ops": [["interrupt", "log", "q"]]}, "y": {"ops": [["sleep", 50], ["tag", "log"]]}},
                    "edges": [[START, "x"], [START, "y"]],
                    "branches": [],
                },
            },
            "z": {"ops": [["sleep", 50], ["tag", "log"]]},
        },
        [[START, "s"], [START, "z"]],
        scenarios=[
            sc({"method": "stream", "stream_mode": ["updates", "values"], "subgraphs": True}, IN),
            sc({"method": "invoke", "version": "v2"}, IN),
        ],
    ),
    repro="START->{s: subgraph START->{x: interrupt(), y: writes}, z: writes}: the subgraph's paused task "
    "reports a values chunk (state before its step + interrupt) but the subgraph emits none with y's write; "
    "the root reports s's interrupt the same way, then a values chunk with z's write",
    open=False,
)
case(
    "replay_of_head_checkpoint_forks",
    "replay-fork-rule",
    graph({"a": tag(), "b": tag()}, [[START, "a"], ["a", "b"]], scenarios=[sc({"method": "invoke"}, IN, {"replay": 0})]),
    repro="run START->a->b to the end, then invoke(None, get_state(cfg).config): LangGraph writes a "
    "source='fork' checkpoint (step 3, next ()) like any replay; lingxigraph writes nothing",
    open=False,
)
case(
    "replay_of_fork_checkpoint_does_not_fork",
    "replay-fork-rule",
    graph({"a": tag()}, [[START, "a"]], scenarios=[sc({"method": "invoke"}, IN, {"replay": 1}, {"replay": 1})]),
    repro="replay history[1] (a loop checkpoint: LangGraph forks), then replay history[1] again, now the "
    "fork checkpoint: LangGraph runs from it without another fork (step 2 loop, parent = the fork); "
    "lingxigraph forks again (step 2 fork + step 3 loop)",
    open=False,
)
case(
    "update_state_drops_other_pending_tasks",
    "update-state-drops-pending",
    graph(
        {"a": tag(), "b": tag(), "c": tag(), "d": tag()},
        [[START, "a"], ["a", "b"], ["b", "c"], ["b", "d"]],
        compile={"interrupt_before": ["c", "d"]},
        scenarios=[sc({"method": "invoke"}, IN, {"update": {"log": "u"}, "as_node": "c"})],
    ),
    repro="paused before c and d (interrupt_before=['c','d']); update_state(cfg, {...}, as_node='c'): "
    "LangGraph next == () (d dropped, only c's own edges fire); lingxigraph next == ('d',)",
    open=False,
)
case(
    "update_state_drops_pending_sends",
    "update-state-drops-pending",
    graph(
        {"a": {"ops": [["tag", "log"]], "ret": ["goto", [["send", "s", "x"]]]}, "s": tag(), "c": tag()},
        [[START, "a"], ["a", "c"]],
        compile={"interrupt_before": ["c"]},
        scenarios=[sc({"method": "invoke"}, IN, {"update": {"log": "u"}})],
    ),
    repro="a returns Command(goto=Send('s', ...)), edge a->c, interrupt_before=['c'] (pending: s, c); "
    "update_state(cfg, {...}): LangGraph next == ('c',) (the Send is dropped); lingxigraph ('s', 'c')",
    open=False,
)
case(
    "invoke_with_list_of_stream_modes",
    "invoke-list-stream-mode",
    open=False,
    spec=graph({"a": tag(["emit", 1])}, [[START, "a"]], scenarios=[sc({"method": "invoke", "stream_mode": ["updates", "values"]}, IN)]),
    repro="graph.invoke(inp, stream_mode=['updates', 'values']) -> LangGraph returns the list of (mode, chunk) "
    "tuples; lingxigraph raises TypeError: unhashable type: 'list'",
)
case(
    "resume_replays_saved_writes",
    "resume-saved-writes",
    graph(
        {"a": {"ops": [["interrupt", "log", "q"]]}, "b": tag()},
        [[START, "a"], [START, "b"]],
        scenarios=[sc({"method": "stream", "stream_mode": ["updates", "tasks"]}, IN, {"resume": "r"})],
    ),
    repro="START->{a: interrupt(), b: writes}; resume with stream_mode=['updates','tasks']: LangGraph emits "
    "task start events for a and b and ('updates', {'b': {...}, '__metadata__': {'cached': True}}); "
    "lingxigraph emits ('updates', {'b': None}) and no start event for b",
    open=False,
)
case(
    "no_values_chunk_without_writes",
    "values-without-writes (fixed during this session)",
    graph({"a": {"ops": [["tag", "log"]], "ret": "none"}, "b": tag()}, [[START, "a"], ["a", "b"]], scenarios=[sc({"method": "stream", "stream_mode": "values"}, IN)]),
    open=False,
    repro="START->a (returns None)->b, stream_mode='values': LangGraph emits no chunk for a's step; "
    "lingxigraph repeated the unchanged state",
)
case(
    "no_values_chunk_for_empty_input",
    "values-without-writes (fixed during this session)",
    graph({"a": tag()}, [[START, "a"]], scenarios=[sc({"method": "stream", "stream_mode": ["values", "checkpoints"]}, {"input": {}})]),
    open=False,
    repro="stream({}, stream_mode=['values','checkpoints']): LangGraph emits no initial values chunk",
)
case(
    "output_keys_filter_values_and_updates",
    "output-keys-filter",
    graph(
        {"a": {"ops": [["tag", "x"]]}, "b": tag()},
        [[START, "a"], ["a", "b"]],
        channels={"log": "append", "x": "last"},
        scenarios=[
            sc({"method": "stream", "stream_mode": "values", "output_keys": "x"}, {"input": {"log": "in", "x": "x0"}}),
            sc({"method": "stream", "output_keys": ["x"]}, {"input": {"log": "in"}}),
        ],
    ),
    repro="stream(..., stream_mode='values', output_keys='x') -> LangGraph 'x0', 'a' (b's step changes no "
    "output key), lingxigraph 'x0', 'a', 'a'; updates mode: LangGraph {'b': None}, lingxigraph {'b': {}}",
    open=False,
)
case(
    "new_input_discards_pending_tasks",
    "new-input-on-pending-thread (fixed during this session)",
    graph({"a": {"ops": [["interrupt", "log", "q"]]}}, [[START, "a"]], scenarios=[sc({"method": "invoke"}, {"input": {"log": "in0"}}, {"input": {"log": "in1"}})]),
    repro="a interrupts; invoke({'log': ['in1']}, cfg) on the interrupted thread: LangGraph writes an input "
    "checkpoint (next ('__start__',)), applies the input and runs a afresh (values log ['in0','in1']); "
    "lingxigraph kept the pending a beside __start__ (next ('__start__','a')) and lost the input",
    open=False,
)
case(
    "exit_durability_subgraph_parent_config",
    "exit-durability-parent-config",
    graph(
        {"child": {"kind": "subgraph", "graph": {"nodes": {"c1": tag(), "c2": {"ops": [["interrupt", "log", "q"]]}}, "edges": [[START, "c1"], ["c1", "c2"]]}}},
        [[START, "child"]],
        scenarios=[sc({"method": "invoke", "durability": "exit"}, IN)],
    ),
    open=False,
    repro="durability='exit', interrupt inside a subgraph: get_state(cfg, subgraphs=True).tasks[0].state"
    ".parent_config is None in LangGraph (the only saved subgraph checkpoint); lingxigraph points at an "
    "unsaved checkpoint (fixed on perf-2: subgraphs inherit the run's durability)",
)
case(
    "entrypoint_interrupt_output",
    "entrypoint-interrupt-values",
    {
        "kind": "entrypoint",
        "tasks": {},
        "body": [["interrupt", "ok?"]],
        "checkpointer": True,
        "scenarios": [
            sc({"method": "invoke"}, {"input": {"n": 1}}, history=False),
            sc({"method": "stream", "stream_mode": "values", "version": "v2"}, {"input": {"n": 1}}, history=False),
        ],
    },
    open=False,
    repro="@entrypoint whose body calls interrupt(): invoke() -> LangGraph {'__interrupt__': [Interrupt(...)]}, "
    "lingxigraph None; v2 values part data {} vs None",
)
case(
    "task_triggers_list_join_channel",
    "join-triggers (fixed during this session)",
    graph(
        {"a": tag(), "b": tag(), "j": tag()},
        [[START, "a"], [START, "b"], ["a", "j"], [["a", "b"], "j"]],
        scenarios=[sc({"method": "stream", "stream_mode": "tasks"}, IN)],
    ),
    repro="j reached by edge a->j and join ['a','b']->j in the same step: LangGraph task triggers "
    "('branch:to:j', 'join:a+b:j'); lingxigraph had ('branch:to:j',)",
    open=False,
)
case(
    "subgraph_state_before_start",
    "subgraph-state-not-started",
    graph(
        {"child": {"kind": "subgraph", "graph": {"nodes": {"c": tag()}, "edges": [[START, "c"]]}}},
        [[START, "child"]],
        compile={"interrupt_before": ["child"]},
        scenarios=[sc({"method": "invoke"}, IN)],
    ),
    open=False,
    repro="paused before a subgraph node: get_state(cfg, subgraphs=True).tasks[0].state is an empty "
    "StateSnapshot(values={}, next=(), metadata=None, ...) in LangGraph (its config even carries "
    "'__pregel_checkpointer'); lingxigraph returns the config dict",
)
case(
    "entrypoint_task_events_namespace",
    "entrypoint-task-ns",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [["emit", 1]], "key": None}},
        "body": [["call", "t", "a"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "stream", "stream_mode": ["custom"], "version": "v2"}, {"input": {"n": 1}}, history=False)],
    },
    open=False,
    repro="get_stream_writer()(...) inside a @task: LangGraph v2 part ns == ('wf:<task id>',); lingxigraph ()",
)
case(
    "entrypoint_snapshot_task_result",
    "entrypoint-history-result",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [], "key": None}},
        "body": [["call", "t", "a"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "invoke"}, {"input": {"n": 1}})],
    },
    open=False,
    repro="@entrypoint history: the input checkpoint's PregelTask('wf').result is the return value "
    "{'acc': ..., 'prev': None} in LangGraph, {'__end__': {...}} in lingxigraph",
)
case(
    "snapshot_next_includes_ready_join",
    "snapshot-join-next",
    graph(
        {"a": tag(), "b1": tag(), "b2": tag(), "j": tag()},
        [[START, "a"], [START, "b1"], ["b1", "b2"], [["a", "b2"], "j"]],
        scenarios=[sc({"method": "invoke"}, IN)],
    ),
    repro="join ['a','b2']->j with b2 one step later: the history snapshot of step 1 has next ('b2', 'j') "
    "in LangGraph (b2's saved writes complete the barrier), ('b2',) in lingxigraph",
)
case(
    "messages_metadata_checkpoint_ns_and_id",
    "messages-metadata-configurable",
    graph(
        {"chat": {"ops": [["tag", "msgs"]]}, "child": {"kind": "subgraph", "graph": {"nodes": {"c": {"ops": [["tag", "msgs"]]}}, "edges": [[START, "c"]]}}},
        [[START, "chat"], ["chat", "child"]],
        channels={"msgs": "messages"},
        scenarios=[
            sc({"method": "stream", "stream_mode": "messages", "subgraphs": True}, {"input": {"msgs": "hi"}}),
            sc({"method": "stream", "stream_mode": "messages"}, {"input": {"msgs": "hi"}}, {"replay": 2}),
        ],
    ),
    open=False,
    repro="messages mode: a message returned inside a subgraph has metadata['checkpoint_ns'] == 'child:<id>' in "
    "LangGraph, and a replay (config with checkpoint_id) adds metadata['checkpoint_id']; lingxigraph has neither",
)
case(
    "update_as_pending_node_shows_result",
    "update-as-pending-node-result",
    graph({"a": tag(), "b": tag(), "c": tag()}, [[START, "a"], ["a", "b"], ["b", "c"]], compile={"interrupt_before": ["b"]}, scenarios=[sc({"method": "invoke"}, IN, {"update": {"log": "upd"}, "as_node": "b"})]),
    repro="paused before b; update_state(cfg, {'log': ['upd']}, as_node='b'): in get_state_history the "
    "paused checkpoint's PregelTask('b').result == {'log': ['upd']} in LangGraph, None in lingxigraph",
    open=False,
)
case(
    "resumed_task_that_fails_keeps_resume_value",
    "resumed-task-fails",
    graph({"n": {"ops": [["interrupt", "log", "q"], ["fail", 1, "ValueError"], ["tag", "log"]]}}, [[START, "n"]], scenarios=[sc({"method": "invoke"}, IN, {"resume": "r"}, {"input": None})]),
    repro="n = interrupt() then raise (once); Command(resume='r') -> ValueError; invoke(None) -> LangGraph "
    "re-runs n with the saved resume value and finishes ({'log': ['in', 'n<r:q>', 'n']}); lingxigraph "
    "raises the interrupt again. (LangGraph's snapshot meanwhile shows next == () and result {}.)",
    open=False,
)
case(
    "exit_durability_apply_error_keeps_checkpoint",
    "exit-durability-apply-error",
    graph(
        {"a": {"ops": [["tag", "x"]]}, "b": {"ops": [["tag", "x"]]}, "c": {"ops": [["tag", "x"]]}},
        [[START, "a"], ["a", "b"], ["a", "c"]],
        channels={"log": "append", "x": "last"},
        scenarios=[sc({"method": "invoke", "durability": "exit"}, IN)],
    ),
    open=False,
    repro="durability='exit'; b and c both write LastValue x -> InvalidUpdateError; get_state(): LangGraph "
    "values {'log': ['in'], 'x': 'a'}, step 1; lingxigraph saved nothing (values {}, metadata None)",
)
case(
    "entrypoint_astream_with_task_deadlocks",
    "entrypoint-async-deadlock (fixed during this session, e23aaaf)",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [], "key": None}},
        "body": [["call", "t", "a"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "astream", "stream_mode": "updates"}, {"input": {"n": 1}}, history=False)],
    },
    repro="@entrypoint calling a @task, driven by astream()/ainvoke(): hung forever from commit 93fbad0 "
    "(async driver: thread-safe stream sink) until e23aaaf",
    open=False,
)
case(
    "defer_runs_with_pending_sends",
    "defer-with-sends",
    graph(
        {"a": tag(), "fin": {"ops": [["tag", "log"]], "defer": True}},
        [[START, "a"]],
        [{"source": "a", "router": {"kind": "send", "target": "fin", "key": "log", "limit": 2, "also": ["fin"]}, "map": True}],
        scenarios=[sc({"method": "invoke"}, IN)],
    ),
    open=False,
    repro="a routes to [Send('fin', ...), 'fin', Send('fin', ...)], fin has defer=True: LangGraph runs the "
    "deferred fin in the same step as the Sends ({'log': ['in', 'a', 'fin', 'fin[in]', 'fin[a]']}); "
    "lingxigraph postpones it to an extra step ('fin' last). Same cause: interrupt_before=['fin'] fires "
    "before the Send step in LangGraph",
)
case(
    "interrupt_inside_task_events",
    "entrypoint-task-interrupt",
    {
        "kind": "entrypoint",
        "tasks": {"ask": {"ops": [["interrupt", "log", "q"]], "key": None}},
        "body": [["call", "ask", "a"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "stream", "stream_mode": ["updates", "tasks"]}, {"input": {"n": 1}}, history=False)],
    },
    open=False,
    repro="interrupt() inside a @task: LangGraph emits one ('updates', {'__interrupt__': ...}) and no task "
    "result for the @task; lingxigraph emits the __interrupt__ update twice and a task result with "
    "error=GraphInterrupt(...)",
)
case(
    "entrypoint_task_updates_before_result",
    "entrypoint-task-interrupt",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [], "key": None}},
        "body": [["call", "t", "a"]],
        "checkpointer": False,
        "scenarios": [sc({"method": "stream", "stream_mode": ["updates", "tasks"]}, {"input": {"n": 1}}, history=False)],
    },
    strict=True,
    open=False,
    repro="@task call, stream_mode=['updates','tasks']: LangGraph emits ('updates', {'t': ...}) before the "
    "task's result event; lingxigraph after it",
)
case(
    "parent_command_keeps_sibling_results",
    "parent-command-sibling-events",
    graph(
        {
            "child": {
                "kind": "subgraph",
                "graph": {
                    "nodes": {"x": {"ops": [["interrupt", "log", "q"]]}, "y": {"ops": [["sleep", 50], ["tag", "log"]], "ret": ["parent", "p2"]}},
                    "edges": [[START, "x"], [START, "y"]],
                },
            },
            "p2": tag(),
        },
        [[START, "child"]],
        scenarios=[sc({"method": "stream", "stream_mode": "tasks", "subgraphs": True}, IN)],
    ),
    open=False,
    repro="subgraph tasks x (interrupts at once) and y (returns Command(graph=PARENT) after 50 ms): "
    "LangGraph still emits x's task result (with its interrupt) in the subgraph namespace; lingxigraph does not",
)
case(
    "parent_command_is_not_an_error",
    "parent-command-error-snapshot",
    graph(
        {
            "n0": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]},
            "child": {"kind": "subgraph", "graph": {"nodes": {"c": {"ops": [], "ret": ["parent", "p3"]}}, "edges": [[START, "c"]]}},
            "p3": tag(),
        },
        [[START, "n0"], [START, "child"]],
        scenarios=[sc({"method": "invoke"}, IN)],
    ),
    open=False,
    repro="START->{n0: raises after 30 ms, child: subgraph whose node returns Command(graph=PARENT, "
    "goto='p3')}; after the ValueError, get_state(cfg, subgraphs=True) shows the subgraph's task with "
    "error=\"ParentCommand(Command(graph='__parent__', goto='p3'))\" in lingxigraph; LangGraph: error None",
)
case(
    "resume_skips_answered_interrupt",
    "resume-counts-answered-interrupt",
    graph(
        {"a": {"ops": [["interrupt", "log", "qa"]]}, "b": {"ops": [["sleep", 30], ["fail", 1, "ValueError"], ["interrupt", "log", "qb"]]}},
        [[START, "a"], [START, "b"]],
        scenarios=[sc({"method": "invoke"}, IN, {"resume": "R1", "how": "single"}, {"resume": "R2", "how": "single"})],
    ),
    repro="a interrupts, b raises (first call); Command(resume='R1') -> a finishes, b now interrupts; "
    "get_state().interrupts lists qa (answered) and qb in both, but Command(resume='R2') resumes b in "
    "LangGraph while lingxigraph raises 'When there are multiple pending interrupts, you must specify "
    "the interrupt id when resuming'",
    open=False,
)
case(
    "update_state_ambiguous_after_update",
    "update-state-ambiguous",
    graph(
        {"n0": tag(), "n1": tag()},
        [[START, "n0"], [START, "n1"]],
        scenarios=[sc({"method": "invoke"}, IN, {"update": {"log": "u1"}, "as_node": "n1"}, {"update": {"log": "u2"}})],
    ),
    repro="n0 and n1 ran in one step; update_state(cfg, ..., as_node='n1'); then update_state(cfg, ...) "
    "without as_node: LangGraph InvalidUpdateError('Ambiguous update, specify as_node'); lingxigraph accepts it",
    open=False,
)
case(
    "failed_step_snapshot_write_order",
    "error-snapshot-write-order",
    open=False,
    spec=graph(
        {
            "n0": {"ops": [["tag", "log"]], "ret": ["goto", ["n2", "n1", ["send", "n3", "s9"]]]},
            "n1": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]},
            "n2": tag(),
            "n3": tag(),
        },
        [[START, "n0"]],
        [{"source": "n0", "router": {"kind": "send", "target": "n2", "key": "log", "limit": 1}}],
        scenarios=[sc({"method": "invoke"}, IN)],
    ),
    repro="n0 -> Command(goto=['n2','n1',Send('n3')]) plus a Send('n2') from its conditional edge; n1 fails: "
    "get_state().values['log'] lists n3[s9] before n2[n0] in LangGraph (task order), after it in lingxigraph",
)
case(
    "resumed_task_without_writes_result",
    "task-without-writes",
    graph(
        {"n0": {"ops": [], "ret": ["goto", ["n1", ["send", "n1", "s6"]]]}, "n1": {"ops": [["interrupt", "zzz", "q"]]}},
        [[START, "n0"]],
        scenarios=[sc({"method": "invoke"}, IN, {"input": None}, {"resume": "r"})],
    ),
    repro="n0 -> Command(goto=['n1', Send('n1', ...)]); n1 interrupts and writes no state key; invoke(None) "
    "(interrupts again), then resume both by id: get_state_history shows the finished n1 tasks with "
    "result {} in LangGraph, None in lingxigraph",
    open=False,
)
case(
    "exit_durability_new_input_on_interrupted_thread",
    "exit-durability-new-input",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [], "key": None}},
        "body": [["interrupt", "q"], ["call", "t", "a"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "stream", "stream_mode": "updates", "durability": "exit"}, {"input": {"n": 8}}, {"input": {"n": 7}}, {"resume": "r"}, history=False)],
    },
    open=False,
    repro="@entrypoint interrupting, durability='exit': run input 8 (interrupt), then input 7 on the same thread "
    "(interrupt again), then Command(resume='r') -> LangGraph RuntimeError 'When there are multiple pending "
    "interrupts, you must specify the interrupt id when resuming' (the first run's interrupt is still pending); "
    "lingxigraph resumes",
)
case(
    "subgraph_interrupt_with_conflicting_writes",
    "subgraph-interrupt-with-conflict",
    graph(
        {
            "child": {
                "kind": "subgraph",
                "graph": {
                    "nodes": {"i": {"ops": [["interrupt", "log", "q"]]}, "w1": {"ops": [["tag", "x"]]}, "w2": {"ops": [["tag", "x"]]}},
                    "edges": [[START, "i"], [START, "w1"], [START, "w2"]],
                },
            }
        },
        [[START, "child"]],
        channels={"log": "append", "x": "last"},
        scenarios=[sc({"method": "invoke"}, IN, history=False)],
    ),
    open=False,
    repro="inside a subgraph, one task interrupts while two others write the same LastValue key: LangGraph "
    "returns the interrupt (the conflict surfaces only in get_state); lingxigraph raises InvalidUpdateError "
    "(at the root graph both raise)",
)
case(
    "resumed_head_checkpoint_config_key_order",
    "resume-saved-writes",
    graph({"ask": {"ops": [["interrupt", "log", "q"]]}}, [[START, "ask"]], scenarios=[sc({"method": "stream", "stream_mode": "checkpoints"}, IN, {"resume": "r"})]),
    strict=True,
    repro="the head checkpoint re-emitted when a run resumes: LangGraph's parent_config['configurable'] key "
    "order is thread_id, checkpoint_ns, checkpoint_id (lingxigraph: checkpoint_ns, thread_id, ...)",
    open=False,
)
case(
    "exit_durability_update_after_apply_error",
    "exit-durability-after-apply-error",
    {'kind': 'graph', 'channels': {'log': 'append', 'k0': 'last', 'k1': 'last', 'k2': 'messages'}, 'nodes': {'n0': {'ops': [['tag', 'k2']], 'ret': ['goto', ['__end__', ['send', 'n1', 's2']]]}, 'n1': {'ops': [['tag', 'k0'], ['tag', 'k1']]}}, 'edges': [['__start__', 'n0'], ['__start__', 'n1'], ['n0', 'n1'], ['n1', '__end__']], 'branches': [], 'checkpointer': True, 'recursion_limit': 25, 'avoid': ['defer-with-sends', 'messages-metadata-configurable', 'output-keys-filter', 'parallel-interrupt-values', 'replay-fork-rule', 'resume-counts-answered-interrupt', 'resume-saved-writes', 'resumed-task-fails', 'snapshot-join-next', 'subgraph-interrupt-with-conflict', 'task-without-writes', 'update-as-pending-node-result', 'update-state-ambiguous', 'update-state-drops-pending'], 'scenarios': [{'call': {'method': 'stream', 'stream_mode': 'updates', 'durability': 'exit'}, 'steps': [{'input': {'k0': 'in3'}}, {'fork': 3, 'update': {'log': 'in7', 'k2': 'in5'}}]}]},
    repro="durability='exit'; n1 runs twice in one step (edge + Send) and both write LastValue k0 -> "
    "InvalidUpdateError (the saved checkpoint matches LangGraph); then update_state on it: LangGraph next == (), "
    "lingxigraph next == ('n1',)",
    open=False,
)
case(
    "new_input_drops_paused_deferred_node",
    "new-input-on-pending-thread (fixed by conf-b)",
    graph(
        {"n0": {"ops": [["interrupt", "log", "q0"]], "defer": True}, "n1": {"ops": [["interrupt", "log", "q1"]], "defer": True}},
        [[START, "n0"], ["n0", "n1"]],
        scenarios=[sc({"method": "invoke"}, IN, {"resume": "r", "how": "auto"}, {"input": {"log": "again"}})],
    ),
    open=False,
    repro="n0 -> n1, both defer=True and interrupting; paused in n1, new input: LangGraph drops n1 (its trigger "
    "consumed) and runs only n0; lingxigraph ran n0 and n1 again (the deferred trigger was still finished)",
)
case(
    "resumed_entrypoint_reports_saved_task_calls",
    "resume-saved-writes",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [["tag", "log"]], "key": "log"}},
        "body": [["call", "t", "a"], ["interrupt", "q"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "stream", "stream_mode": ["tasks", "updates", "debug"]}, {"input": {"n": 1}}, {"resume": "r"}, history=False)],
    },
    open=False,
    repro="@entrypoint calls @task t, then interrupt(); on resume t's result comes from the saved writes: "
    "LangGraph still emits t's task start event (tasks and debug modes; no update, no result), "
    "lingxigraph emitted nothing for t",
)
case(
    "resumed_subgraph_reruns_finished_siblings",
    "resume-saved-writes",
    graph(
        {
            "child": {
                "kind": "subgraph",
                "graph": {
                    "nodes": {"x": {"ops": [["interrupt", "log", "q"]]}, "y": tag(), "z": tag()},
                    "edges": [[START, "x"], [START, "y"], ["x", "z"]],
                },
            },
            "p": tag(),
        },
        [[START, "child"], [START, "p"]],
        scenarios=[sc({"method": "stream", "stream_mode": ["updates", "tasks"], "subgraphs": True}, IN, {"resume": "r"})],
    ),
    open=False,
    repro="subgraph START->{x: interrupt(), y: writes}: on resume LangGraph runs y again inside the subgraph "
    "(a subgraph's first step never reuses saved writes: its config always has a checkpoint_id key), so "
    "y's update and task result are plain ones; lingxigraph reused y's saved writes (cached update)",
)
case(
    "replayed_entrypoint_reruns_task_calls",
    "resume-saved-writes",
    {
        "kind": "entrypoint",
        "tasks": {"t": {"ops": [["tag", "log"]], "key": "log"}},
        "body": [["call", "t", "a"], ["call", "t", "b"]],
        "checkpointer": True,
        "scenarios": [sc({"method": "stream", "stream_mode": ["tasks", "updates"]}, {"input": {"n": 1}}, {"fork": 1, "update": {"n": 2}}, history=False)],
    },
    open=False,
    repro="replaying a checkpoint of an @entrypoint: its @task calls run again (LangGraph reuses no saved "
    "writes in the first step of a replay)",
)
case(
    "join_task_lists_all_node_triggers",
    "task-triggers-all",
    graph(
        {"a": tag(), "b": tag(), "j": tag()},
        [[START, "a"], [START, "b"], [["a", "b"], "j"]],
        scenarios=[sc({"method": "stream", "stream_mode": "tasks"}, IN)],
    ),
    open=False,
    repro="j reached only by the join ['a','b']->j: LangGraph's task triggers are every trigger of the node, "
    "sorted ('branch:to:j', 'join:a+b:j'); lingxigraph listed only the channels that fired ('join:a+b:j',)",
)
case(
    "subgraph_state_conflict_reported_first",
    "concurrent-update-channel",
    graph(
        {
            "child": {"kind": "subgraph", "graph": {"nodes": {"s1": {"ops": [["tag", "k2"]]}, "s2": {"ops": [["tag", "k2"]]}}, "edges": [[START, "s1"], [START, "s2"]]}},
            "a": {"ops": [["tag", "k0"]]},
            "b": {"ops": [["tag", "k0"]]},
        },
        [[START, "child"], [START, "a"], [START, "b"]],
        channels={"log": "append", "k0": "last", "k2": "last"},
        scenarios=[sc({"method": "invoke"}, IN, history=False)],
    ),
    open=False,
    repro="a failed subgraph's saved writes conflict on k2 and the root's on k0: get_state(cfg, subgraphs=True) "
    "raises the subgraph's error (k2) in LangGraph, which reads subgraph states before applying the "
    "root's saved writes; lingxigraph raised the root's (k0)",
)
case(
    "update_finishes_graph_for_deferred_nodes",
    "update-state-finish",
    graph(
        {"a": tag(), "d1": {"ops": [["tag", "log"]], "defer": True}, "d2": {"ops": [["tag", "log"]], "defer": True}},
        [[START, "a"], [START, "d1"], ["a", "d2"]],
        compile={"interrupt_before": ["d1", "d2"]},
        scenarios=[sc({"method": "invoke"}, IN, {"update": {"log": "u"}, "as_node": "a"}, {"input": None})],
    ),
    open=False,
    repro="paused before deferred d1 and d2; update_state(cfg, ..., as_node='a') writes d2's trigger again: "
    "LangGraph's update step finishes the graph (no written channel can start a node), next == ('d1', 'd2'); "
    "lingxigraph next == ('d1',) (s3624162059-97)",
)
case(
    "replay_starts_subgraph_from_its_state_at_the_replayed_point",
    "replay-subgraph-state",
    graph(
        {
            "n0": {"ops": []},
            "n1": {"ops": []},
            "n2": {"kind": "subgraph", "graph": {"nodes": {"n2_0": {"ops": []}}, "edges": [[START, "n2_0"]]}},
            "n3": {"ops": []},
        },
        [[START, "n0"], ["n0", "n1"], ["n1", "n2"], ["n2", "n3"]],
        scenarios=[sc({"method": "stream", "stream_mode": "checkpoints", "subgraphs": True}, {"input": {}}, {"input": None}, {"replay": 2}, {"replay": 2}, history=False)],
    ),
    open=False,
    repro="replaying the same fork checkpoint twice: the second time LangGraph's subgraph starts from its newest "
    "checkpoint older than the replayed point (none: a fresh 'input' checkpoint); lingxigraph continued from "
    "the subgraph checkpoint the first replay had left (s859317502-15)",
)
case(
    "continued_run_gets_one_more_step",
    "recursion-limit-continue",
    graph(
        {"a": tag(), "b": tag()},
        [[START, "a"], ["a", "b"], ["b", "a"]],
        recursion_limit=3,
        scenarios=[sc({"method": "invoke"}, IN, {"input": None}, IN, history=False)],
    ),
    open=False,
    repro="a<->b loop, recursion_limit=3: after GraphRecursionError, invoke(None) runs 4 more steps in LangGraph "
    "(its limit counts from the loaded checkpoint's step + 1; new input spends one on its input checkpoint), "
    "3 in lingxigraph (s3981623986-95)",
)
case(
    "exit_durability_failed_resumed_task_keeps_answer",
    "exit-durability-after-apply-error",
    graph(
        {"n": {"ops": [["interrupt", "log", "q"], ["fail", 1, "ValueError"], ["tag", "log"]]}},
        [[START, "n"]],
        scenarios=[sc({"method": "invoke", "durability": "exit"}, IN, {"resume": "r"}, {"input": None})],
    ),
    open=False,
    repro="durability='exit': n = interrupt() then raise (once); Command(resume='r') -> ValueError; LangGraph saves "
    "the answer beside the error (snapshot next (), result {}; invoke(None) finishes with it); lingxigraph saved "
    "only the error (next ('n',), the interrupt asked again) (s733311739-47)",
)
case(
    "async_failure_cancels_running_siblings",
    "async-cancelled-siblings",
    graph(
        {
            "f": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]},
            "s": {"kind": "subgraph", "graph": {"nodes": {"x": tag(), "y": {"ops": [["sleep", 150], ["tag", "log"]]}}, "edges": [[START, "x"], ["x", "y"]]}},
            "c": tag(),
        },
        [[START, "f"], [START, "s"], [START, "c"]],
        scenarios=[sc({"method": "astream", "stream_mode": ["updates", "tasks", "checkpoints"], "version": "v2", "subgraphs": True}, IN, {"input": None})],
    ),
    open=False,
    repro="astream: f fails after 30 ms while subgraph s runs its 150 ms node y: LangGraph cancels s and get_state() "
    "shows error=CancelledError() for it (s's finished step x stays saved, y runs again on invoke(None)); c's "
    "writes stay; lingxigraph let s finish. Found as s1913820983-2, where two copies of one subgraph hit the "
    "same write conflict at once (which one is cancelled is a tie there)",
)
case(
    "exit_durability_failure_drops_later_sibling_writes",
    "exit-durability-subgraph-writes",
    graph(
        {"a": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]}, "b": {"ops": [["sleep", 150], ["tag", "log"]]}},
        [[START, "a"], [START, "b"]],
        scenarios=[sc({"method": "invoke", "durability": "exit"}, IN, {"input": None})],
    ),
    open=False,
    repro="durability='exit'; a fails after 30 ms while b is still running: LangGraph saves the exit checkpoint "
    "as the failure stops the step, so b's writes are lost (next ('a', 'b'); invoke(None) runs b again); "
    "lingxigraph waits for b and keeps them: deliberate difference (l), the runner drops the writes of the "
    "failed step's other tasks in both (s4075644671-64)",
)
case(
    "exit_durability_failure_drops_parent_command_of_late_subgraph",
    "exit-durability-subgraph-writes",
    graph(
        {
            "s": {"kind": "subgraph", "graph": {"nodes": {"p": {"ops": [["sleep", 60], ["tag", "log"]], "ret": ["parent", "z"]}}, "edges": [[START, "p"]]}},
            "f": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]},
            "z": tag(),
        },
        [[START, "s"], [START, "f"]],
        scenarios=[sc({"method": "stream", "durability": "exit", "subgraphs": True}, IN, {"input": None})],
    ),
    open=False,
    repro="durability='exit'; f fails after 30 ms while subgraph s still runs a 60 ms node returning "
    "Command(graph=PARENT, goto='z'): LangGraph's exit save has no write of s (it runs again), lingxigraph "
    "kept the command's update: deliberate difference (l) (s1785390952-70)",
)
case(
    "async_exit_durability_cancelled_sibling_saves_nothing",
    "async-cancelled-siblings",
    graph(
        {"a": {"ops": [["sleep", 30], ["fail", 1, "ValueError"]]}, "b": {"ops": [["sleep", 150], ["tag", "log"]]}, "c": tag()},
        [[START, "a"], [START, "b"], [START, "c"]],
        scenarios=[
            sc({"method": "ainvoke", "durability": "exit"}, IN, {"input": None}),
            sc({"method": "astream", "stream_mode": ["updates", "tasks"]}, IN, {"input": None}),
        ],
    ),
    open=False,
    repro="ainvoke/astream; a fails after 30 ms while b sleeps: LangGraph cancels b (its thread runs on) and "
    "saves CancelledError() for it (durability 'exit': nothing, saved before b reports back); c's writes stay; "
    "invoke(None) runs a and b again",
)
case(
    "plain_resume_offered_again_after_retried_task_asks_again",
    "saved-plain-resume",
    graph(
        {"n": {"ops": [["interrupt", "log", "q"], ["fail", 2, "Flaky"]], "retry": {"max_attempts": 3, "on": "default"}}},
        [[START, "n"]],
        scenarios=[sc({"method": "stream", "stream_mode": "updates"}, IN, {"resume": "r1", "how": "auto"}, {"input": None}, {"resume": "r4", "how": "partial"})],
    ),
    open=False,
    repro="n = interrupt() then Flaky twice (retried): Command(resume='r1') -> n takes r1, fails, its retry asks "
    "again; LangGraph keeps the plain resume with the step, so invoke(None) hands r1 to n again (fails, retried, "
    "asks again) and Command(resume={id: 'r4'}) then finishes n; lingxigraph had dropped r1 (one attempt behind: "
    "interrupted again at the end) (s2675342405-4, s3185950873-73)",
)
case(
    "plain_resume_offered_again_inside_subgraph",
    "saved-plain-resume",
    {"kind": "graph", "channels": {"log": "append"}, "nodes": {"n0": {"kind": "subgraph", "graph": {"nodes": {"n0_0": {"ops": [["interrupt", "k1", "q45"], ["fail", 2, "Flaky"]], "retry": {"max_attempts": 3, "on": "default"}}}, "edges": [["__start__", "n0_0"]], "branches": []}}}, "edges": [["__start__", "n0"]], "branches": [], "checkpointer": True, "recursion_limit": 25, "scenarios": [{"call": {"method": "stream", "stream_mode": "updates"}, "steps": [{"input": {}}, {"resume": "r1", "how": "auto"}, {"input": None}, {"resume": "r4", "how": "partial"}]}]},
    open=False,
    repro="as plain_resume_offered_again_after_retried_task_asks_again, the node inside a subgraph (s2675342405-4 shrunk)",
)
case(
    "failed_step_raises_the_first_failure_to_arrive",
    "first-failure-raised",
    graph(
        {
            "a": {"ops": [["sleep", 300], ["fail", 1, "ValueError"]]},
            "s": {"kind": "subgraph", "graph": {"nodes": {"x": tag(["tag", "k0"]), "y": {"ops": [["tag", "k0"]]}}, "edges": [[START, "x"], [START, "y"]]}},
        },
        [[START, "a"], [START, "s"]],
        channels={"log": "append", "k0": "last"},
        scenarios=[
            sc({"method": "invoke"}, IN, {"input": None}),
            sc({"method": "invoke", "durability": "exit"}, IN, {"input": None}),
        ],
    ),
    open=False,
    repro="a fails after 300 ms (30 ms let a loaded machine finish it first); subgraph s fails at once (two writes "
    "to a last-value key): LangGraph raises the "
    "first failure to arrive (s's InvalidUpdateError), lingxigraph raised the first failed task in plan order "
    "(a's ValueError); under durability='exit' LangGraph's exit save has no write of a (deliberate difference "
    "(l)) (s443094727-54)",
)
