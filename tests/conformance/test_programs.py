"""Hand-written graph programs, run against LangGraph (oracle) and lingxigraph.

Each program is a spec for `program.py` (see its docstring for the format) that
exercises a public entry point: invoke/stream/astream/ainvoke/batch/abatch, every
stream mode alone and combined, ``subgraphs=True``, ``version="v2"``,
``get_state``/``get_state(subgraphs=True)``/``get_state_history``,
``update_state`` (``as_node``, ``Command``), interrupts (single, several in one
node, parallel with id maps), subgraphs (as node, called from a node, nested,
``Command.PARENT``), ``Send``, retries, ``defer``, durability, replay/fork, and the
functional API (``@entrypoint``/``@task``, ``previous``, ``entrypoint.final``).

All programs of this module go to each interpreter in one batch.
"""

from __future__ import annotations

import pytest

import conformance_gen as gen
import conformance_harness as harness

ORACLE = harness.oracle_python()
pytestmark = pytest.mark.skipif(
    ORACLE is None,
    reason="no LangGraph oracle interpreter: set LANGGRAPH_PYTHON or create /tmp/lg (venv with langgraph==1.2.11)",
)

END, START = "__end__", "__start__"
ALL_MODES = ["values", "updates", "custom", "tasks", "checkpoints", "debug", "messages"]


def sc(call: dict, *steps: dict, history: bool = True) -> dict:
    return {"call": call, "steps": list(steps), "history": history}


def each_mode(*steps: dict, subgraphs: bool = False, modes: list[str] = ALL_MODES) -> list[dict]:
    """One scenario per stream mode, plus all modes at once, v1 and v2."""
    out = [sc({"method": "stream", "stream_mode": m, "subgraphs": subgraphs}, *steps) for m in modes]
    out.append(sc({"method": "stream", "stream_mode": list(modes), "subgraphs": subgraphs}, *steps))
    out.append(sc({"method": "stream", "stream_mode": list(modes), "subgraphs": subgraphs, "version": "v2"}, *steps))
    out.append(sc({"method": "stream", "stream_mode": modes[0], "subgraphs": subgraphs, "version": "v2"}, *steps))
    return out


def graph(channels: dict, nodes: dict, edges: list, branches: list | None = None, **kw) -> dict:
    return {"kind": "graph", "channels": channels, "nodes": nodes, "edges": edges, "branches": branches or [], "checkpointer": True, **kw}


LOG = {"log": "append", "x": "last", "n": "sum"}
IN = {"input": {"log": "in", "x": "x0"}}

PROGRAMS: dict[str, dict] = {}

# ---------------------------------------------------------------- plain chain, every entry point
PROGRAMS["chain_entry_points"] = graph(
    LOG,
    {"a": {"ops": [["emit", 1], ["tag", "log"], ["see", "x", "log"]]}, "b": {"ops": [["tag", "log"], ["tag", "n"]]}},
    [[START, "a"], ["a", "b"], ["b", END]],
    scenarios=[
        *each_mode(IN),
        sc({"method": "stream"}, IN),  # default stream mode
        sc({"method": "invoke"}, IN, IN),
        sc({"method": "invoke", "version": "v2"}, IN),
        sc({"method": "invoke", "stream_mode": "updates"}, IN),
        sc({"method": "invoke", "stream_mode": "values", "version": "v2"}, IN),
        sc({"method": "ainvoke"}, IN),
        sc({"method": "ainvoke", "version": "v2"}, IN),
        sc({"method": "astream", "stream_mode": ["updates", "values", "custom"]}, IN),
        sc({"method": "astream", "stream_mode": ["updates", "custom"], "version": "v2"}, IN),
        sc({"method": "batch"}, IN),
        sc({"method": "abatch"}, IN),
        sc({"method": "stream", "stream_mode": ["updates", "values"], "durability": "exit"}, IN),
        sc({"method": "stream", "stream_mode": ["checkpoints"], "durability": "sync"}, IN),
        sc({"method": "stream", "stream_mode": "values"}, IN, {"input": None}, IN),  # continue a finished thread
    ],
)

PROGRAMS["output_keys"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"], ["see", "x", "log"]]}, "b": {"ops": [["tag", "log"], ["tag", "n"]]}},
    [[START, "a"], ["a", "b"]],
    scenarios=[
        sc({"method": "invoke", "output_keys": "x"}, IN),
        sc({"method": "invoke", "output_keys": ["x", "n"]}, IN),
        sc({"method": "stream", "stream_mode": "values", "output_keys": "x"}, IN),
        sc({"method": "stream", "output_keys": ["x"]}, IN),
    ],
)

PROGRAMS["invoke_with_stream_modes"] = graph(
    LOG,
    {"a": {"ops": [["emit", 1], ["tag", "log"]]}, "b": {"ops": [["tag", "n"]]}},
    [[START, "a"], ["a", "b"]],
    scenarios=[
        sc({"method": "invoke", "stream_mode": ["updates", "values"]}, IN),
        sc({"method": "invoke", "stream_mode": ["custom"], "version": "v2"}, IN),
        sc({"method": "ainvoke", "stream_mode": ["values"]}, IN),
    ],
)

PROGRAMS["no_checkpointer"] = {
    **graph(
        LOG,
        {"a": {"ops": [["tag", "log"], ["emit", 2]]}, "ask": {"ops": [["interrupt", "log", "q"]]}},
        [[START, "a"], ["a", "ask"]],
    ),
    "checkpointer": False,
    "scenarios": [
        *each_mode(IN),
        sc({"method": "invoke"}, IN),
        sc({"method": "invoke", "version": "v2"}, IN),
        sc({"method": "stream", "stream_mode": ["updates", "values"], "durability": "async"}, IN),
    ],
}

# ---------------------------------------------------------------- interrupts
PROGRAMS["interrupt_single"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"]]}, "ask": {"ops": [["see", "log", "x"], ["interrupt", "x", "name?"]]}, "c": {"ops": [["see", "log", "x"]]}},
    [[START, "a"], ["a", "ask"], ["ask", "c"]],
    scenarios=[
        *each_mode(IN, {"resume": "Ann"}, modes=["updates", "values", "tasks", "checkpoints", "debug"]),
        sc({"method": "invoke"}, IN, {"resume": "Bob"}, {"input": None}),
        sc({"method": "invoke", "version": "v2"}, IN, {"resume": {"k": 1}}),
        sc({"method": "astream", "stream_mode": "updates"}, IN, {"resume": 7}),
        sc({"method": "invoke"}, IN, {"input": None}, {"resume": "late"}),  # invoke(None) re-raises the interrupt
    ],
)

PROGRAMS["interrupt_twice_in_one_node"] = graph(
    LOG,
    {"two": {"ops": [["tag", "log"], ["interrupt", "log", "first?"], ["interrupt", "x", "second?"]]}},
    [[START, "two"]],
    scenarios=[
        sc({"method": "invoke"}, IN, {"resume": "A", "how": "single"}, {"resume": "B", "how": "single"}),
        sc({"method": "stream", "stream_mode": ["updates", "values"]}, IN, {"resume": "A", "how": "single"}, {"resume": "B", "how": "single"}),
    ],
)

PROGRAMS["parallel_interrupts_id_map"] = graph(
    LOG,
    {
        "n1": {"ops": [["interrupt", "log", "q1"]]},
        "n2": {"ops": [["interrupt", "log", "q2"]]},
        "n3": {"ops": [["tag", "log"]]},
        "after": {"ops": [["see", "x", "log"]]},
    },
    [[START, "n1"], [START, "n2"], [START, "n3"], [["n1", "n2", "n3"], "after"]],
    scenarios=[
        sc({"method": "invoke"}, IN, {"resume": "v", "how": "auto"}),  # both ids at once
        sc({"method": "invoke"}, IN, {"resume": "v", "how": "partial"}, {"resume": "w", "how": "auto"}),  # one at a time
        sc({"method": "invoke"}, IN, {"resume": "x", "how": "single"}, {"resume": "v"}),  # plain value: RuntimeError
        sc({"method": "stream", "stream_mode": ["updates", "tasks"]}, IN, {"resume": "v", "how": "partial"}, {"resume": "w"}),
        sc({"method": "invoke", "version": "v2"}, IN, {"resume": "v"}),
    ],
)

PROGRAMS["static_interrupts"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"]]}, "b": {"ops": [["tag", "log"]]}, "c": {"ops": [["tag", "log"]]}},
    [[START, "a"], ["a", "b"], ["b", "c"]],
    compile={"interrupt_before": ["b"], "interrupt_after": ["c"]},
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "values"]}, IN, {"input": None}, {"input": None}),
        sc({"method": "invoke", "version": "v2"}, IN, {"input": None}),
        sc({"method": "stream", "stream_mode": "updates", "interrupt_before": ["a"]}, IN, {"input": None}),
    ],
)

# ---------------------------------------------------------------- update_state, replay, fork
PROGRAMS["update_state"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"], ["tag", "n"]]}, "b": {"ops": [["see", "log", "x"]]}, "c": {"ops": [["see", "log", "n"]]}},
    [[START, "a"], ["a", "b"], ["b", "c"]],
    compile={"interrupt_before": ["b"]},
    scenarios=[
        sc({"method": "invoke"}, IN, {"update": {"x": "manual", "log": "manual"}}, {"input": None}),
        sc({"method": "invoke"}, IN, {"update": {"log": "as-b"}, "as_node": "b"}, {"input": None}),
        sc({"method": "invoke"}, IN, {"update_cmd": {"update": {"x": "cmd"}, "goto": ["c"]}, "as_node": "a"}, {"input": None}),
        sc({"method": "invoke"}, {"update": {"x": "fresh"}}, {"input": None}),  # update on an empty thread
        sc({"method": "invoke"}, {"update": {"x": "fresh"}, "as_node": START}, {"input": None}),
        sc({"method": "invoke"}, IN, {"update": {"x": "zzz"}, "as_node": "zzz"}),  # unknown node
        sc({"method": "invoke"}, IN, {"input": None}, {"input": None}, {"update": {"log": "post"}, "as_node": "c"}),
    ],
)

PROGRAMS["replay_and_fork"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"]]}, "b": {"ops": [["see", "log", "x"]]}, "c": {"ops": [["tag", "log"], ["tag", "n"]]}},
    [[START, "a"], ["a", "b"], ["b", "c"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "checkpoints"]}, IN, {"replay": 2}),
        sc({"method": "invoke"}, IN, {"replay": 3}, {"replay": 1}),
        sc({"method": "invoke"}, IN, {"fork": 2, "update": {"x": "forked"}}),
    ],
)

# ---------------------------------------------------------------- subgraphs
CHILD = {
    "nodes": {"c1": {"ops": [["emit", "from-c1"], ["tag", "log"], ["tag", "n"]]}, "c2": {"ops": [["see", "log", "n"]]}},
    "edges": [[START, "c1"], ["c1", "c2"]],
}
PROGRAMS["subgraph_node"] = graph(
    LOG,
    {"p1": {"ops": [["tag", "log"]]}, "child": {"kind": "subgraph", "graph": CHILD}, "p2": {"ops": [["see", "x", "log"]]}},
    [[START, "p1"], ["p1", "child"], ["child", "p2"]],
    scenarios=[*each_mode(IN, subgraphs=True), sc({"method": "invoke"}, IN), sc({"method": "stream", "stream_mode": ["updates", "custom"]}, IN)],
)

PROGRAMS["subgraph_called_from_node"] = graph(
    LOG,
    {"caller": {"kind": "subgraph", "call": True, "graph": CHILD}, "p2": {"ops": [["see", "x", "log"]]}},
    [[START, "caller"], ["caller", "p2"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "custom", "values"], "subgraphs": True}, IN),
        sc({"method": "stream", "stream_mode": "tasks", "subgraphs": True, "version": "v2"}, IN),
        sc({"method": "invoke"}, IN),
    ],
)

ASKING_CHILD = {
    "nodes": {"c1": {"ops": [["tag", "log"]]}, "c_ask": {"ops": [["interrupt", "x", "sub?"]]}, "c3": {"ops": [["see", "log", "x"]]}},
    "edges": [[START, "c1"], ["c1", "c_ask"], ["c_ask", "c3"]],
}
PROGRAMS["subgraph_interrupt"] = graph(
    LOG,
    {"p1": {"ops": [["tag", "log"]]}, "child": {"kind": "subgraph", "graph": ASKING_CHILD}},
    [[START, "p1"], ["p1", "child"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "values"], "subgraphs": True}, IN, {"resume": "yes"}),
        sc({"method": "stream", "stream_mode": "updates", "subgraphs": True, "version": "v2"}, IN, {"resume": "yes"}),
        sc({"method": "stream", "stream_mode": ["checkpoints", "tasks"], "subgraphs": True}, IN, {"resume": "yes"}),
        sc({"method": "invoke"}, IN, {"resume": "yes"}),
    ],
)

PROGRAMS["nested_subgraphs"] = graph(
    LOG,
    {
        "mid": {
            "kind": "subgraph",
            "graph": {
                "nodes": {"m1": {"ops": [["tag", "log"]]}, "grand": {"kind": "subgraph", "graph": ASKING_CHILD}},
                "edges": [[START, "m1"], ["m1", "grand"]],
            },
        }
    },
    [[START, "mid"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "values", "custom"], "subgraphs": True}, IN, {"resume": "deep"}),
        sc({"method": "stream", "stream_mode": "checkpoints", "subgraphs": True, "version": "v2"}, IN, {"resume": "deep"}),
        sc({"method": "invoke"}, IN, {"resume": "deep"}),
    ],
)

PROGRAMS["command_parent"] = graph(
    LOG,
    {
        "child": {
            "kind": "subgraph",
            "graph": {"nodes": {"c1": {"ops": [["tag", "log"]], "ret": ["parent", "p2"]}}, "edges": [[START, "c1"]]},
        },
        "p2": {"ops": [["tag", "log"]]},
        "p3": {"ops": [["tag", "log"]]},
    },
    [[START, "child"], ["child", "p3"]],
    scenarios=[sc({"method": "stream", "stream_mode": "updates", "subgraphs": True}, IN), sc({"method": "invoke"}, IN)],
)

# ---------------------------------------------------------------- Send, Command, defer, joins, retries, loops
PROGRAMS["send_fanout"] = graph(
    {"log": "append", "items": "append", "n": "sum"},
    {"seed": {"ops": [["tag", "items"], ["tag", "items"]]}, "work": {"ops": [["tag", "log"], ["tag", "n"]]}, "after": {"ops": [["see", "log", "n"]]}},
    [[START, "seed"], ["work", "after"]],
    [{"source": "seed", "router": {"kind": "send", "target": "work", "key": "items", "limit": 3, "also": ["after"]}, "map": True}],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "tasks"]}, {"input": {"items": "i0"}}),
        sc({"method": "stream", "stream_mode": "checkpoints"}, {"input": {"items": "i0"}}),
        sc({"method": "invoke"}, {"input": {"items": "i0"}}),
    ],
)

PROGRAMS["command_goto"] = graph(
    LOG,
    {
        "router": {"ops": [["tag", "log"]], "ret": ["goto", ["c", ["send", "w", "s1"], ["send", "w", "s2"]]]},
        "b": {"ops": [["tag", "log"]]},
        "c": {"ops": [["tag", "log"]]},
        "w": {"ops": [["tag", "log"], ["tag", "n"]]},
        "end_cmd": {"ops": [["tag", "log"]], "ret": ["goto", [END]]},
    },
    [[START, "router"], ["router", "b"], ["b", "end_cmd"], ["end_cmd", "c"]],
    scenarios=[sc({"method": "stream", "stream_mode": ["updates", "values"]}, IN), sc({"method": "invoke"}, IN)],
)

PROGRAMS["defer_and_join"] = graph(
    LOG,
    {"a": {"ops": [["tag", "log"]]}, "b1": {"ops": [["tag", "log"]]}, "b2": {"ops": [["tag", "log"]]}, "final": {"ops": [["see", "log", "log"]], "defer": True}, "j": {"ops": [["tag", "log"]]}},
    [[START, "a"], [START, "b1"], ["b1", "b2"], ["a", "final"], ["b2", "final"], [["a", "b2"], "j"]],
    scenarios=[sc({"method": "stream", "stream_mode": ["updates", "checkpoints"]}, IN), sc({"method": "invoke"}, IN)],
)

PROGRAMS["retry_and_errors"] = graph(
    LOG,
    {
        "flaky": {"ops": [["fail", 2, "Flaky"], ["tag", "log"]], "retry": {"max_attempts": 3, "on": "default"}},
        "picky": {"ops": [["fail", 1, "ValueError"], ["tag", "log"]], "retry": {"max_attempts": 2, "on": "ValueError"}},
        "broken": {"ops": [["fail", 1, "ValueError"], ["tag", "log"]]},
        "last": {"ops": [["see", "log", "log"]]},
    },
    [[START, "flaky"], ["flaky", "picky"], ["picky", "broken"], ["broken", "last"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": ["updates", "tasks", "checkpoints"]}, IN, {"input": None}),
        sc({"method": "invoke"}, IN, {"input": None}),
    ],
)

PROGRAMS["bounded_loop_and_recursion_limit"] = graph(
    {"log": "append", "n": "sum"},
    {"a": {"ops": [["tag", "log"]]}, "b": {"ops": [["tag", "n"]]}, "done": {"ops": [["see", "log", "n"]]}},
    [[START, "a"], ["a", "b"]],
    [{"source": "b", "router": {"kind": "loop", "key": "n", "limit": 12, "back": "a", "fwd": "done"}, "map": True}],
    recursion_limit=7,
    scenarios=[sc({"method": "stream", "stream_mode": "updates"}, {"input": {}}), sc({"method": "invoke"}, {"input": {}})],
)

PROGRAMS["reducers_and_routing"] = graph(
    {"log": "append", "n": "sum", "x": "last", "hi": "max", "m": "merge"},
    {
        "a": {"ops": [["tag", "n"], ["tag", "hi"], ["tag", "m"]]},
        "b": {"ops": [["tag", "hi"], ["tag", "m"], ["see", "x", "hi"]]},
        "c": {"ops": [["see", "log", "m"]]},
        "d": {"ops": [["see", "log", "n"]]},
    },
    [[START, "a"], [START, "b"]],
    [
        {"source": "a", "router": {"kind": "mod", "key": "n", "targets": ["c", "d", END]}, "map": True},
        {"source": "b", "router": {"kind": "all", "targets": ["c", "d"]}},
    ],
    scenarios=[sc({"method": "stream", "stream_mode": ["updates", "values"]}, IN), sc({"method": "invoke", "version": "v2"}, IN)],
)

PROGRAMS["messages"] = graph(
    {"msgs": "messages", "log": "append"},
    {"chat": {"ops": [["tag", "msgs"], ["tag", "log"]]}, "child": {"kind": "subgraph", "graph": {"nodes": {"c": {"ops": [["tag", "msgs"]]}}, "edges": [[START, "c"]]}}},
    [[START, "chat"], ["chat", "child"]],
    scenarios=[
        sc({"method": "stream", "stream_mode": "messages"}, {"input": {"msgs": "hi"}}),
        sc({"method": "stream", "stream_mode": ["messages", "updates"], "subgraphs": True}, {"input": {"msgs": "hi"}}),
        sc({"method": "stream", "stream_mode": "messages", "version": "v2"}, {"input": {"msgs": "hi"}}),
        sc({"method": "invoke"}, {"input": {"msgs": "hi"}}),
    ],
)

# ---------------------------------------------------------------- functional API
FUNC_TASKS = {"double": {"ops": [["emit", "d"]], "key": None}, "add_one": {"ops": [["tag", "log"]], "key": "log"}}
PROGRAMS["functional"] = {
    "kind": "entrypoint",
    "tasks": FUNC_TASKS,
    "body": [["emit", "from-entrypoint"], ["call", "double", "x"], ["par", ["add_one", "add_one"], "p"]],
    "checkpointer": True,
    "scenarios": [
        *each_mode({"input": {"n": 3}}, modes=["updates", "values", "custom", "checkpoints"]),
        sc({"method": "invoke"}, {"input": {"n": 3}}, {"input": {"n": 4}}),  # previous
        sc({"method": "ainvoke"}, {"input": {"n": 3}}),
        sc({"method": "stream", "stream_mode": "tasks"}, {"input": {"n": 3}}, history=False),
    ],
}
PROGRAMS["functional_final"] = {
    "kind": "entrypoint",
    "tasks": FUNC_TASKS,
    "body": [["call", "add_one", "a"]],
    "final": True,
    "checkpointer": True,
    "scenarios": [sc({"method": "invoke"}, {"input": {"n": 1}}, {"input": {"n": 2}}, {"input": {"n": 3}}, history=False)],
}
PROGRAMS["functional_interrupt"] = {
    "kind": "entrypoint",
    "tasks": FUNC_TASKS,
    "body": [["call", "double", "a"], ["interrupt", "ok?"], ["call", "add_one", "b"]],
    "checkpointer": True,
    "scenarios": [
        sc({"method": "stream", "stream_mode": "updates"}, {"input": {"n": 5}}, {"resume": "ok"}, history=False),
        sc({"method": "invoke"}, {"input": {"n": 5}}, {"resume": "ok"}, history=False),
    ],
}

# ---------------------------------------------------------------- prebuilt ReAct agent (create_react_agent)
# History is not compared: LangGraph saves a task's writes on a background thread, and
# whether a ToolMessage in a saved task result already has the id add_messages gives it
# depends on timing there.
HI = {"input": {"messages": ["hi"]}}
# not "tasks"/"debug": LangGraph's task payloads show the managed `remaining_steps` value
# in a node's input and lingxigraph's do not (a runtime difference outside prebuilt)
REACT_MODES = ["values", "updates", "custom", "checkpoints", "messages"]
PROGRAMS["react_agent_tools"] = {
    "kind": "react",
    "react": {
        "responses": [
            ["", [["add", {"a": 1, "b": 2}, "c1"], ["peek", {"q": "look"}, "c2"], ["nope", {}, "c3"], ["add", {"a": "x"}, "c4"]]],
            ["", [["shout", {"text": "done"}, "c5"]]],
            ["all done", []],
        ],
        "tools": ["add", "peek", "shout"],
        "prompt": "You are terse.",
        "name": "calc",
    },
    "checkpointer": True,
    "scenarios": [
        *[{**s, "history": False} for s in each_mode(HI, modes=REACT_MODES)],
        sc({"method": "invoke"}, HI, {"input": {"messages": ["again"]}}, history=False),
        sc({"method": "astream", "stream_mode": ["updates", "custom"]}, HI, history=False),
    ],
}
PROGRAMS["react_agent_v1_errors_interrupt"] = {
    "kind": "react",
    "react": {
        "responses": [
            ["", [["boom", {"x": 1}, "c1"], ["ask", {"q": "ok?"}, "c2"]]],
            ["", [["boom", {"x": 2}, "c3"]]],
            ["bye", []],
        ],
        "tools": ["boom", "ask"],
        "version": "v1",
        "handle_tool_errors": True,
    },
    "checkpointer": True,
    "scenarios": [
        sc({"method": "stream", "stream_mode": ["updates", "values"]}, HI, {"resume": "yes"}, history=False),
        sc({"method": "invoke"}, HI, {"resume": "no"}, history=False),
    ],
}
PROGRAMS["react_agent_v2_parallel_interrupts"] = {
    "kind": "react",
    "react": {
        "responses": [
            ["", [["ask", {"q": "a?"}, "c1"], ["add", {"a": 2, "b": 3}, "c2"], ["ask", {"q": "b?"}, "c3"]]],
            ["ok", []],
        ],
        "tools": ["add", "ask"],
        "name": "asker",
    },
    "checkpointer": True,
    "compile": {"interrupt_after": ["agent"]},
    "scenarios": [
        sc({"method": "stream", "stream_mode": ["updates", "values"]}, HI, {"input": None}, {"resume": "r", "how": "auto"}, history=False),
        sc({"method": "invoke"}, HI, {"input": None}, {"resume": "r", "how": "partial"}, {"resume": "s", "how": "auto"}, history=False),
    ],
}
PROGRAMS["react_agent_default_errors_raise"] = {
    "kind": "react",
    "react": {"responses": [["", [["boom", {"x": 7}, "c1"]]], ["never", []]], "tools": ["boom"]},
    "checkpointer": True,
    "recursion_limit": 10,
    "scenarios": [
        sc({"method": "stream", "stream_mode": "updates"}, HI, history=False),
        sc({"method": "invoke"}, HI, history=False),
    ],
}

# ---------------------------------------------------------------- astream_events (LangChain event dicts)
# One task per superstep: events of parallel tasks interleave by thread timing in both libraries.
EVENTS = sc({"method": "astream_events"}, IN, history=False)
PROGRAMS["events_chain_and_branch"] = graph(
    LOG,
    {"a": {"ops": [["emit", 1], ["tag", "log"]]}, "b": {"ops": [["see", "x", "log"], ["tag", "n"]]}, "c": {"ops": [["tag", "log"]]}},
    [[START, "a"], ["b", END], ["c", END]],
    [{"source": "a", "router": {"kind": "mod", "key": "log", "targets": ["b", "c"]}, "map": True}],
    scenarios=[
        EVENTS,
        sc({"method": "astream_events", "stream_mode": ["values", "updates"]}, IN, history=False),
        sc({"method": "astream_events", "events_version": "v1"}, IN, history=False),
    ],
)
PROGRAMS["events_command_and_retry"] = graph(
    LOG,
    {
        "router": {"ops": [["tag", "log"]], "ret": ["goto", ["flaky"]]},
        "flaky": {"ops": [["fail", 1, "Flaky"], ["tag", "log"]], "retry": {"max_attempts": 2, "on": "default"}},
        "picky": {"ops": [["fail", 1, "ValueError"], ["tag", "log"]]},
    },
    [[START, "router"], ["flaky", "picky"]],
    scenarios=[EVENTS],
)
PROGRAMS["events_subgraphs_and_interrupt"] = graph(
    LOG,
    {"child": {"kind": "subgraph", "graph": ASKING_CHILD}, "caller": {"kind": "subgraph", "call": True, "graph": CHILD}},
    [[START, "child"], ["child", "caller"]],
    scenarios=[sc({"method": "astream_events"}, IN, {"resume": "yes"}, history=False)],
)

# Programs that currently hit known lingxigraph bugs (see test_regressions.py and
# conformance_gen.KNOWN_BUGS). Such a program must still differ (like a strict xfail):
# once it matches, remove it from here.
KNOWN: dict[str, list[str]] = {
    "defer_and_join": ["snapshot-join-next"],
}


@pytest.fixture(scope="module")
def results() -> dict[str, tuple[dict, dict]]:
    specs = [{"id": name, **spec} for name, spec in PROGRAMS.items()]
    expected, actual = harness.run_both(specs, ORACLE)
    return {s["id"]: (e, a) for s, e, a in zip(specs, expected, actual)}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_langgraph(results: dict, name: str) -> None:
    expected, actual = results[name]
    assert "build_error" not in expected and "crash" not in expected, expected
    kind, desc = harness.compare(expected, actual)
    if name in KNOWN:
        assert kind == "diff", f"{name} now matches LangGraph: remove it from KNOWN (bugs {KNOWN[name]} fixed?)"
        pytest.xfail(f"known open differences {KNOWN[name]}: " + "; ".join(gen.KNOWN_BUGS.get(b, "?") for b in KNOWN[name]) + f"\n{desc}")
    assert kind in ("strict", "loose"), desc
