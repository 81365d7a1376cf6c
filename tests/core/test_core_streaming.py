"""Streaming: every mode alone and combined, v2 parts, subgraph namespaces, output_keys,
the custom writer (behaviour.md §1-§5)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from core_helpers import Driver, S, appender, g1, mask, thread
from typing_extensions import TypedDict

from lingxigraph.config import get_config, get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.runtime import Runtime
from lingxigraph.types import StreamWriter

LIVE_WAIT = 2.0
"""Seconds the live-streaming node waits for the caller's signal before giving up."""


INPUT = {"x": 1, "log": []}

# G1's expected output per mode (behaviour.md §2), ids masked.
VALUES = [{"x": 1, "log": []}, {"x": 2, "log": ["a"]}, {"x": 20, "log": ["a", "b"]}]
UPDATES = [{"a": {"x": 2, "log": ["a"]}}, {"b": {"x": 20, "log": ["b"]}}]
TASKS = [
    {
        "id": "<uuid1>",
        "name": "a",
        "input": {"x": 1, "log": []},
        "triggers": ("branch:to:a",),
    },
    {
        "id": "<uuid1>",
        "name": "a",
        "error": None,
        "result": {"x": 2, "log": ["a"]},
        "interrupts": [],
    },
    {
        "id": "<uuid2>",
        "name": "b",
        "input": {"x": 2, "log": ["a"]},
        "triggers": ("branch:to:b",),
    },
    {
        "id": "<uuid2>",
        "name": "b",
        "error": None,
        "result": {"x": 20, "log": ["b"]},
        "interrupts": [],
    },
]


def _cfg(checkpoint_id: str) -> dict[str, Any]:
    return {
        "configurable": {
            "checkpoint_ns": "",
            "thread_id": "t1",
            "checkpoint_id": checkpoint_id,
        }
    }


def _ckpt(
    cid: str,
    parent: str | None,
    values: Any,
    source: str,
    step: int,
    nxt: list[str],
    tasks: list[tuple[str, str]],
) -> dict[str, Any]:
    return {
        "config": _cfg(cid),
        "parent_config": None if parent is None else _cfg(parent),
        "values": values,
        "metadata": {"source": source, "step": step, "parents": {}},
        "next": nxt,
        "tasks": [
            {"id": tid, "name": name, "interrupts": (), "state": None}
            for tid, name in tasks
        ],
    }


CHECKPOINTS = [
    _ckpt(
        "<uuid1>",
        None,
        {"log": []},
        "input",
        -1,
        ["__start__"],
        [("<uuid2>", "__start__")],
    ),
    _ckpt(
        "<uuid3>", "<uuid1>", {"x": 1, "log": []}, "loop", 0, ["a"], [("<uuid4>", "a")]
    ),
    _ckpt(
        "<uuid5>",
        "<uuid3>",
        {"x": 2, "log": ["a"]},
        "loop",
        1,
        ["b"],
        [("<uuid6>", "b")],
    ),
    _ckpt("<uuid7>", "<uuid5>", {"x": 20, "log": ["a", "b"]}, "loop", 2, [], []),
]


def _debug(step: int, kind: str, payload: Any) -> dict[str, Any]:
    return {"step": step, "timestamp": "<ts>", "type": kind, "payload": payload}


def _task(tid: str, name: str, inp: Any) -> dict[str, Any]:
    return {"id": tid, "name": name, "input": inp, "triggers": (f"branch:to:{name}",)}


def _result(tid: str, name: str, result: Any) -> dict[str, Any]:
    return {"id": tid, "name": name, "error": None, "result": result, "interrupts": []}


DEBUG = [
    _debug(-1, "checkpoint", CHECKPOINTS[0]),
    _debug(0, "checkpoint", CHECKPOINTS[1]),
    _debug(1, "task", _task("<uuid4>", "a", {"x": 1, "log": []})),
    _debug(1, "task_result", _result("<uuid4>", "a", {"x": 2, "log": ["a"]})),
    _debug(1, "checkpoint", CHECKPOINTS[2]),
    _debug(2, "task", _task("<uuid6>", "b", {"x": 2, "log": ["a"]})),
    _debug(2, "task_result", _result("<uuid6>", "b", {"x": 20, "log": ["b"]})),
    _debug(2, "checkpoint", CHECKPOINTS[3]),
]


# ---------------------------------------------------------------------------
# One mode at a time (§2)
# ---------------------------------------------------------------------------


def test_values_mode(run: Driver) -> None:
    assert run(g1(), "stream", INPUT, thread("t1"), stream_mode="values") == VALUES


def test_updates_mode_is_the_default_for_state_graphs(run: Driver) -> None:
    graph = g1()
    assert graph.stream_mode == "updates"
    assert run(graph, "stream", INPUT, thread("t1"), stream_mode="updates") == UPDATES
    assert run(graph, "stream", INPUT, thread("t2")) == UPDATES


def test_custom_mode(run: Driver) -> None:
    assert run(g1(), "stream", INPUT, thread("t1"), stream_mode="custom") == [
        {"progress": "a-half"}
    ]


def test_tasks_mode(run: Driver) -> None:
    assert mask(run(g1(), "stream", INPUT, thread("t1"), stream_mode="tasks")) == TASKS


def test_tasks_mode_reports_a_failed_task(run: Driver) -> None:
    def boom(state: S) -> dict[str, Any]:
        raise ValueError("boom")

    builder = StateGraph(S)
    builder.add_node("boom", boom)
    builder.add_edge(START, "boom")
    out: list[Any] = []
    with pytest.raises(ValueError, match=r"^boom(\n|$)"):
        run.stream_into(out, builder.compile(), INPUT, stream_mode="tasks")
    start, *results = mask(out)
    assert start == {
        "id": "<uuid1>",
        "name": "boom",
        "input": INPUT,
        "triggers": ("branch:to:boom",),
    }
    # LangGraph may stop before reporting the result of a lone failing task; when a result
    # event is sent, it carries the exception object itself (behaviour.md §2, e16)
    assert len(results) <= 1
    for result in results:
        assert list(result) == ["id", "name", "error", "result", "interrupts"]
        assert (result["id"], result["result"], result["interrupts"]) == (
            "<uuid1>",
            {},
            [],
        )
        assert isinstance(result["error"], ValueError)
        assert result["error"].args == ("boom",)


def test_checkpoints_mode(run: Driver) -> None:
    chunks = run(g1(), "stream", INPUT, thread("t1"), stream_mode="checkpoints")
    assert mask(chunks) == CHECKPOINTS
    assert [list(c) for c in chunks] == [
        ["config", "parent_config", "values", "metadata", "next", "tasks"]
    ] * 4
    assert list(chunks[0]["config"]["configurable"]) == [
        "checkpoint_ns",
        "thread_id",
        "checkpoint_id",
    ]


def test_checkpoints_mode_without_a_checkpointer_emits_nothing(run: Driver) -> None:
    assert run(g1(checkpointer=False), "stream", INPUT, stream_mode="checkpoints") == []


def test_debug_mode(run: Driver) -> None:
    assert mask(run(g1(), "stream", INPUT, thread("t1"), stream_mode="debug")) == DEBUG


def test_debug_mode_without_a_checkpointer_has_only_task_events(run: Driver) -> None:
    chunks = mask(run(g1(checkpointer=False), "stream", INPUT, stream_mode="debug"))
    assert chunks == [
        _debug(1, "task", _task("<uuid1>", "a", {"x": 1, "log": []})),
        _debug(1, "task_result", _result("<uuid1>", "a", {"x": 2, "log": ["a"]})),
        _debug(2, "task", _task("<uuid2>", "b", {"x": 2, "log": ["a"]})),
        _debug(2, "task_result", _result("<uuid2>", "b", {"x": 20, "log": ["b"]})),
    ]


def test_node_returning_none_or_empty_gives_a_none_update(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("none", lambda s: None)
    builder.add_node("empty", lambda s: {})
    builder.add_edge(START, "none")
    builder.add_edge(START, "empty")
    chunks = run(builder.compile(), "stream", {"x": 0}, stream_mode="updates")
    assert sorted(chunks, key=lambda c: next(iter(c))) == [
        {"empty": None},
        {"none": None},
    ]


# ---------------------------------------------------------------------------
# Several modes, and the v2 format (§3)
# ---------------------------------------------------------------------------


def test_list_of_modes_gives_mode_chunk_tuples_in_event_order(run: Driver) -> None:
    assert run(
        g1(), "stream", INPUT, thread("t1"), stream_mode=["updates", "custom", "values"]
    ) == [
        ("values", {"x": 1, "log": []}),
        ("custom", {"progress": "a-half"}),
        ("updates", {"a": {"x": 2, "log": ["a"]}}),
        ("values", {"x": 2, "log": ["a"]}),
        ("updates", {"b": {"x": 20, "log": ["b"]}}),
        ("values", {"x": 20, "log": ["a", "b"]}),
    ]


def test_one_element_list_still_gives_tuples(run: Driver) -> None:
    assert run(g1(), "stream", INPUT, thread("t1"), stream_mode=["values"]) == [
        ("values", v) for v in VALUES
    ]


def test_checkpoints_follow_values_in_a_mode_list(run: Driver) -> None:
    chunks = mask(
        run(
            g1(),
            "stream",
            INPUT,
            thread("t1"),
            stream_mode=["values", "checkpoints", "updates"],
        )
    )
    assert chunks == [
        ("checkpoints", CHECKPOINTS[0]),
        ("values", VALUES[0]),
        ("checkpoints", CHECKPOINTS[1]),
        ("updates", UPDATES[0]),
        ("values", VALUES[1]),
        ("checkpoints", CHECKPOINTS[2]),
        ("updates", UPDATES[1]),
        ("values", VALUES[2]),
        ("checkpoints", CHECKPOINTS[3]),
    ]


def test_v2_updates_parts(run: Driver) -> None:
    chunks = run(
        g1(), "stream", INPUT, thread("t1"), stream_mode="updates", version="v2"
    )
    assert chunks == [{"type": "updates", "ns": (), "data": u} for u in UPDATES]
    assert all(type(c) is dict for c in chunks)


def test_v2_full_trace(run: Driver) -> None:
    modes = ["values", "updates", "custom", "tasks", "checkpoints"]
    chunks = mask(
        run(g1(), "stream", INPUT, thread("t1"), stream_mode=modes, version="v2")
    )

    def part(kind: str, data: Any) -> dict[str, Any]:
        return {
            "type": kind,
            "ns": (),
            "data": data,
            **({"interrupts": ()} if kind == "values" else {}),
        }

    assert chunks == [
        part("checkpoints", CHECKPOINTS[0]),
        part("values", VALUES[0]),
        part("checkpoints", CHECKPOINTS[1]),
        part("tasks", _task("<uuid4>", "a", {"x": 1, "log": []})),
        part("custom", {"progress": "a-half"}),
        part("updates", UPDATES[0]),
        part("tasks", _result("<uuid4>", "a", {"x": 2, "log": ["a"]})),
        part("values", VALUES[1]),
        part("checkpoints", CHECKPOINTS[2]),
        part("tasks", _task("<uuid6>", "b", {"x": 2, "log": ["a"]})),
        part("updates", UPDATES[1]),
        part("tasks", _result("<uuid6>", "b", {"x": 20, "log": ["b"]})),
        part("values", VALUES[2]),
        part("checkpoints", CHECKPOINTS[3]),
    ]


def test_v2_debug_parts(run: Driver) -> None:
    chunks = mask(
        run(g1(), "stream", INPUT, thread("t1"), stream_mode="debug", version="v2")
    )
    assert chunks == [{"type": "debug", "ns": (), "data": d} for d in DEBUG]


def test_invoke_v1_and_v2(run: Driver) -> None:
    assert run(g1(), "invoke", INPUT, thread("t1")) == {"x": 20, "log": ["a", "b"]}
    out = run(g1(), "invoke", INPUT, thread("t1"), version="v2")
    assert type(out).__name__ == "GraphOutput"
    assert (out.value, out.interrupts) == ({"x": 20, "log": ["a", "b"]}, ())


def test_invoke_with_updates_mode_returns_the_list_of_chunks(run: Driver) -> None:
    assert run(g1(), "invoke", INPUT, thread("t1"), stream_mode="updates") == UPDATES
    assert run(
        g1(), "invoke", INPUT, thread("t1"), stream_mode="updates", version="v2"
    ) == [{"type": "updates", "ns": (), "data": u} for u in UPDATES]


# ---------------------------------------------------------------------------
# output_keys (§4)
# ---------------------------------------------------------------------------


def test_invoke_output_keys(run: Driver) -> None:
    assert run(g1(), "invoke", INPUT, thread("t1"), output_keys="x") == 20
    assert run(g1(), "invoke", INPUT, thread("t1"), output_keys=["x"]) == {"x": 20}


def test_stream_output_keys(run: Driver) -> None:
    assert run(g1(), "stream", INPUT, thread("t1"), output_keys="x") == [
        {"a": 2},
        {"b": 20},
    ]
    assert run(
        g1(), "stream", INPUT, thread("t2"), output_keys="x", stream_mode="values"
    ) == [1, 2, 20]
    assert run(
        g1(), "stream", INPUT, thread("t3"), output_keys=["log"], stream_mode="values"
    ) == [
        {"log": []},
        {"log": ["a"]},
        {"log": ["a", "b"]},
    ]


# ---------------------------------------------------------------------------
# The custom writer
# ---------------------------------------------------------------------------


def test_writer_param_runtime_writer_and_get_stream_writer(run: Driver) -> None:

    def by_param(state: S, writer: StreamWriter) -> dict[str, Any]:
        writer({"w": 1})
        return {"log": ["param"]}

    def by_runtime(state: S, runtime: Runtime[Any]) -> dict[str, Any]:
        runtime.stream_writer("from-runtime")
        return {"log": ["runtime"]}

    def by_getter(state: S) -> dict[str, Any]:
        get_stream_writer()("from-get")
        get_stream_writer()(None)
        return {"log": ["getter"]}

    builder = StateGraph(S)
    builder.add_sequence([by_param, by_runtime, by_getter])
    builder.add_edge(START, "by_param")
    chunks = run(builder.compile(), "stream", INPUT, stream_mode=["custom", "updates"])
    assert chunks == [
        ("custom", {"w": 1}),
        ("updates", {"by_param": {"log": ["param"]}}),
        ("custom", "from-runtime"),
        ("updates", {"by_runtime": {"log": ["runtime"]}}),
        ("custom", "from-get"),
        ("custom", None),
        ("updates", {"by_getter": {"log": ["getter"]}}),
    ]


def test_writer_is_a_no_op_without_custom_mode(run: Driver) -> None:
    assert run(g1(), "stream", INPUT, thread("t1"), stream_mode=["updates"]) == [
        ("updates", u) for u in UPDATES
    ]


def test_custom_chunk_reaches_the_caller_while_its_node_is_running(run: Driver) -> None:
    released = threading.Event()

    def slow(state: S, writer: StreamWriter) -> dict[str, Any]:
        writer("ping")
        # the caller sets `released` only after it received "ping"
        ok = released.wait(LIVE_WAIT)
        return {"log": ["released" if ok else "caller never saw the chunk"]}

    def on_chunk(chunk: Any) -> None:
        if chunk == ("custom", "ping"):
            released.set()

    builder = StateGraph(S)
    builder.add_node("slow", slow)
    builder.add_edge(START, "slow")
    chunks = run.each(
        builder.compile(), "stream", on_chunk, INPUT, stream_mode=["custom", "updates"]
    )
    assert chunks == [("custom", "ping"), ("updates", {"slow": {"log": ["released"]}})]


def test_async_node_custom_chunk_reaches_the_caller_while_it_runs(run: Driver) -> None:
    if not run.is_async:
        pytest.skip("async nodes need an async driver")
    import anyio

    released = anyio.Event()

    async def slow(state: S, writer: StreamWriter) -> dict[str, Any]:
        writer("ping")
        with anyio.move_on_after(LIVE_WAIT):
            await released.wait()
        return {
            "log": ["released" if released.is_set() else "caller never saw the chunk"]
        }

    def on_chunk(chunk: Any) -> None:
        if chunk == ("custom", "ping"):
            released.set()

    builder = StateGraph(S)
    builder.add_node("slow", slow)
    builder.add_edge(START, "slow")
    chunks = run.each(
        builder.compile(), "stream", on_chunk, INPUT, stream_mode=["custom", "updates"]
    )
    assert chunks == [("custom", "ping"), ("updates", {"slow": {"log": ["released"]}})]


# ---------------------------------------------------------------------------
# Subgraphs and namespaces (§5)
# ---------------------------------------------------------------------------


def _child_graph(with_writer: bool = True) -> Any:
    def c1(state: S) -> dict[str, Any]:
        if with_writer:
            get_stream_writer()("from-c1")
        return {"x": state["x"] + 100, "log": ["c1"]}

    sub = StateGraph(S)
    sub.add_node("c1", c1)
    sub.add_node("c2", appender("c2"))
    sub.add_edge(START, "c1")
    sub.add_edge("c1", "c2")
    parent = StateGraph(S)
    parent.add_node("p1", appender("p1"))
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "p1")
    parent.add_edge("p1", "child")
    parent.add_edge("child", END)
    from lingxigraph.checkpoint.memory import InMemorySaver

    return parent.compile(checkpointer=InMemorySaver())


def test_subgraph_updates_with_namespaces(run: Driver) -> None:
    chunks = run(
        _child_graph(False),
        "stream",
        INPUT,
        thread("s"),
        stream_mode="updates",
        subgraphs=True,
    )
    assert mask(chunks) == [
        ((), {"p1": {"log": ["p1"]}}),
        (("child:<uuid1>",), {"c1": {"x": 101, "log": ["c1"]}}),
        (("child:<uuid1>",), {"c2": {"log": ["c2"]}}),
        ((), {"child": {"x": 101, "log": ["p1", "c1", "c2"]}}),
    ]


def test_subgraph_values_with_namespaces(run: Driver) -> None:
    chunks = run(
        _child_graph(False),
        "stream",
        INPUT,
        thread("s"),
        stream_mode="values",
        subgraphs=True,
    )
    assert mask(chunks) == [
        ((), {"x": 1, "log": []}),
        ((), {"x": 1, "log": ["p1"]}),
        (("child:<uuid1>",), {"x": 1, "log": ["p1"]}),
        (("child:<uuid1>",), {"x": 101, "log": ["p1", "c1"]}),
        (("child:<uuid1>",), {"x": 101, "log": ["p1", "c1", "c2"]}),
        ((), {"x": 101, "log": ["p1", "p1", "c1", "c2"]}),
    ]


def test_subgraph_custom_with_namespace(run: Driver) -> None:
    chunks = run(
        _child_graph(),
        "stream",
        INPUT,
        thread("s"),
        stream_mode="custom",
        subgraphs=True,
    )
    assert mask(chunks) == [(("child:<uuid1>",), "from-c1")]


def test_subgraph_events_are_dropped_without_subgraphs_flag(run: Driver) -> None:
    chunks = run(
        _child_graph(False),
        "stream",
        INPUT,
        thread("s"),
        stream_mode="updates",
        version="v2",
    )
    assert chunks == [
        {"type": "updates", "ns": (), "data": {"p1": {"log": ["p1"]}}},
        {
            "type": "updates",
            "ns": (),
            "data": {"child": {"x": 101, "log": ["p1", "c1", "c2"]}},
        },
    ]


def test_namespace_carries_the_parent_task_id(run: Driver) -> None:
    chunks = run(
        _child_graph(False),
        "stream",
        INPUT,
        thread("s"),
        stream_mode=["tasks", "updates"],
        subgraphs=True,
    )
    child_task_ids = {
        c[2]["id"]
        for c in chunks
        if c[0] == () and c[1] == "tasks" and c[2]["name"] == "child"
    }
    assert len(child_task_ids) == 1
    child_ns = {c[0] for c in chunks if c[0] != ()}
    assert child_ns == {(f"child:{child_task_ids.pop()}",)}


class X(TypedDict):
    x: int


def _nested() -> Any:
    seen: list[str] = []

    def g1_node(state: X) -> dict[str, Any]:
        seen.append(get_config()["configurable"]["checkpoint_ns"])
        return {"x": state["x"] + 1}

    grand = StateGraph(X)
    grand.add_node("g1", g1_node)
    grand.add_edge(START, "g1")
    grand_graph = grand.compile()
    mid = StateGraph(X)
    mid.add_node("grand", grand_graph)
    mid.add_edge(START, "grand")
    mid_graph = mid.compile()

    def caller(state: X) -> dict[str, Any]:
        return {"x": mid_graph.invoke({"x": state["x"]})["x"]}

    parent = StateGraph(X)
    parent.add_node("mid", mid_graph)
    parent.add_node("caller", caller)
    parent.add_edge(START, "mid")
    parent.add_edge("mid", "caller")
    from lingxigraph.checkpoint.memory import InMemorySaver

    graph = parent.compile(checkpointer=InMemorySaver())
    graph.seen = seen  # type: ignore[attr-defined]
    return graph


def test_nested_subgraph_namespaces(run: Driver) -> None:
    graph = _nested()
    chunks = run(
        graph, "stream", {"x": 0}, thread("n"), stream_mode="updates", subgraphs=True
    )
    assert mask(chunks) == [
        (("mid:<uuid1>", "grand:<uuid2>"), {"g1": {"x": 1}}),
        (("mid:<uuid1>",), {"grand": {"x": 1}}),
        ((), {"mid": {"x": 1}}),
        (("caller:<uuid3>", "grand:<uuid4>"), {"g1": {"x": 2}}),
        (("caller:<uuid3>",), {"grand": {"x": 2}}),
        ((), {"caller": {"x": 2}}),
    ]
    assert [[part.split(":")[0] for part in ns.split("|")] for ns in graph.seen] == [
        ["mid", "grand", "g1"],
        ["caller", "grand", "g1"],
    ]


def test_nested_subgraphs_with_a_mode_list_give_3_tuples(run: Driver) -> None:
    chunks = run(
        _nested(),
        "stream",
        {"x": 0},
        thread("n"),
        stream_mode=["updates", "values"],
        subgraphs=True,
    )
    assert mask(chunks) == [
        ((), "values", {"x": 0}),
        (("mid:<uuid1>",), "values", {"x": 0}),
        (("mid:<uuid1>", "grand:<uuid2>"), "values", {"x": 0}),
        (("mid:<uuid1>", "grand:<uuid2>"), "updates", {"g1": {"x": 1}}),
        (("mid:<uuid1>", "grand:<uuid2>"), "values", {"x": 1}),
        (("mid:<uuid1>",), "updates", {"grand": {"x": 1}}),
        (("mid:<uuid1>",), "values", {"x": 1}),
        ((), "updates", {"mid": {"x": 1}}),
        ((), "values", {"x": 1}),
        (("caller:<uuid3>",), "values", {"x": 1}),
        (("caller:<uuid3>", "grand:<uuid4>"), "values", {"x": 1}),
        (("caller:<uuid3>", "grand:<uuid4>"), "updates", {"g1": {"x": 2}}),
        (("caller:<uuid3>", "grand:<uuid4>"), "values", {"x": 2}),
        (("caller:<uuid3>",), "updates", {"grand": {"x": 2}}),
        (("caller:<uuid3>",), "values", {"x": 2}),
        ((), "updates", {"caller": {"x": 2}}),
        ((), "values", {"x": 2}),
    ]


def test_nested_subgraphs_v2(run: Driver) -> None:
    chunks = run(
        _nested(),
        "stream",
        {"x": 0},
        thread("n"),
        stream_mode="updates",
        subgraphs=True,
        version="v2",
    )
    assert mask(chunks) == [
        {
            "type": "updates",
            "ns": ("mid:<uuid1>", "grand:<uuid2>"),
            "data": {"g1": {"x": 1}},
        },
        {"type": "updates", "ns": ("mid:<uuid1>",), "data": {"grand": {"x": 1}}},
        {"type": "updates", "ns": (), "data": {"mid": {"x": 1}}},
        {
            "type": "updates",
            "ns": ("caller:<uuid3>", "grand:<uuid4>"),
            "data": {"g1": {"x": 2}},
        },
        {"type": "updates", "ns": ("caller:<uuid3>",), "data": {"grand": {"x": 2}}},
        {"type": "updates", "ns": (), "data": {"caller": {"x": 2}}},
    ]


# ---------------------------------------------------------------------------
# values chunks only follow steps that changed the state
# ---------------------------------------------------------------------------


def _quiet_graph() -> Any:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: None)
    builder.add_node("b", lambda s: {"x": 5})
    builder.add_node("c", lambda s: {})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    return builder.compile()


def test_values_chunks_skip_steps_without_writes(run: Driver) -> None:
    graph = _quiet_graph()
    assert run(graph, "stream", {"x": 0}, stream_mode="values") == [
        {"x": 0, "log": []},
        {"x": 5, "log": []},
    ]
    assert run(graph, "stream", {"x": 0}, stream_mode=["values", "updates"]) == [
        ("values", {"x": 0, "log": []}),
        ("updates", {"a": None}),
        ("updates", {"b": {"x": 5}}),
        ("values", {"x": 5, "log": []}),
        ("updates", {"c": None}),
    ]
    assert run(graph, "stream", {}, stream_mode="values") == [{"x": 5, "log": []}]


def test_invoke_returns_none_when_nothing_was_written(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: None)
    builder.add_edge(START, "a")
    graph = builder.compile()
    assert run(graph, "stream", {}, stream_mode="values") == []
    assert run(graph, "invoke", {}) is None
