"""Checkpoints with InMemorySaver: StateSnapshot, history, update_state, replay/fork,
durability, failures, thread errors (behaviour.md §6, §8-§12, §14)."""

from __future__ import annotations

import re
import threading
from typing import Any

import anyio.lowlevel
import pytest
from core_helpers import Driver, Masker, S, appender, mask, raises_exactly, thread

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import EmptyInputError, InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, Interrupt, interrupt

NEED = {"need": "value"}
WAIT = 2.0
"""Seconds a node waits for a sibling's signal before going on anyway."""


def _snap_graph() -> Any:
    """``START -> a -> ask(interrupt) -> c -> END`` (e11)."""

    def a(state: S) -> dict[str, Any]:
        return {"x": state["x"] + 1, "log": ["a"]}

    def ask(state: S) -> dict[str, Any]:
        return {"x": state["x"] + interrupt(NEED), "log": ["ask"]}

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("ask", ask)
    builder.add_node("c", appender("c"))
    builder.add_edge(START, "a")
    builder.add_edge("a", "ask")
    builder.add_edge("ask", "c")
    builder.add_edge("c", END)
    return builder.compile(checkpointer=InMemorySaver())


def _abc(calls: list[str] | None = None, **compile_kwargs: Any) -> Any:
    """``START -> a -> b -> c -> END``; a: x+1, b: x*10 (e12, e13)."""

    def node(name: str, update: Any) -> Any:
        def fn(state: S) -> dict[str, Any]:
            if calls is not None:
                calls.append(name)
            return update(state)

        return fn

    builder = StateGraph(S)
    builder.add_node("a", node("a", lambda s: {"x": s["x"] + 1, "log": ["a"]}))
    builder.add_node("b", node("b", lambda s: {"x": s["x"] * 10, "log": ["b"]}))
    builder.add_node("c", node("c", lambda s: {"log": ["c"]}))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("c", END)
    return builder.compile(checkpointer=InMemorySaver(), **compile_kwargs)


def _conf(thread_id: str, checkpoint_id: str) -> dict[str, Any]:
    return {
        "configurable": {
            "thread_id": thread_id,
            "checkpoint_ns": "",
            "checkpoint_id": checkpoint_id,
        }
    }


# ---------------------------------------------------------------------------
# get_state (§8)
# ---------------------------------------------------------------------------


def test_state_snapshot_after_an_interrupt(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    snap = run(graph, "get_state", thread("snap"))
    assert type(snap).__name__ == "StateSnapshot"
    assert snap._fields == (
        "values",
        "next",
        "config",
        "metadata",
        "created_at",
        "parent_config",
        "tasks",
        "interrupts",
    )
    m = Masker()
    intr = (Interrupt(value=NEED, id="<hex1>"),)
    assert snap.values == {"x": 2, "log": ["a"]}
    assert snap.next == ("ask",)
    assert m(snap.config) == _conf("snap", "<uuid1>")
    assert snap.metadata == {"source": "loop", "step": 1, "parents": {}}
    assert m(snap.created_at) == "<ts>"
    assert m(snap.parent_config) == _conf("snap", "<uuid2>")
    (task,) = snap.tasks
    assert type(task).__name__ == "PregelTask"
    assert task._fields == (
        "id",
        "name",
        "path",
        "error",
        "interrupts",
        "state",
        "result",
    )
    assert m(tuple(task)) == (
        "<uuid3>",
        "ask",
        ("__pregel_pull", "ask"),
        None,
        intr,
        None,
        None,
    )
    assert m(snap.interrupts) == intr
    assert list(snap.config["configurable"]) == [
        "thread_id",
        "checkpoint_ns",
        "checkpoint_id",
    ]


def test_get_state_with_a_checkpoint_id_echoes_the_request(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    cid = run(graph, "get_state", thread("snap")).config["configurable"][
        "checkpoint_id"
    ]
    config = {"configurable": {"thread_id": "snap", "checkpoint_id": cid}}
    snap = run(graph, "get_state", config)
    assert snap.config == config
    assert snap.values == {"x": 2, "log": ["a"]}


def test_get_state_of_an_unknown_thread(run: Driver) -> None:
    snap = run(_snap_graph(), "get_state", thread("nope"))
    assert tuple(snap) == (
        {},
        (),
        {"configurable": {"thread_id": "nope"}},
        None,
        None,
        None,
        (),
        (),
    )


def test_get_state_of_a_finished_thread(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    run(graph, "invoke", Command(resume=5), thread("snap"))
    snap = run(graph, "get_state", thread("snap"))
    assert (snap.values, snap.next, snap.tasks, snap.interrupts) == (
        {"x": 7, "log": ["a", "ask", "c"]},
        (),
        (),
        (),
    )
    assert snap.metadata == {"source": "loop", "step": 3, "parents": {}}


# ---------------------------------------------------------------------------
# get_state_history (§9)
# ---------------------------------------------------------------------------


def _summary(h: Any) -> tuple[Any, ...]:
    parent = (h.parent_config or {}).get("configurable", {}).get("checkpoint_id")
    return (
        h.metadata["step"],
        h.metadata["source"],
        h.next,
        h.values,
        [t.name for t in h.tasks],
        h.config["configurable"]["checkpoint_id"],
        parent,
    )


def test_history_is_newest_first(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    history = run(graph, "get_state_history", thread("snap"))
    assert mask([_summary(h) for h in history]) == [
        (1, "loop", ("ask",), {"x": 2, "log": ["a"]}, ["ask"], "<uuid1>", "<uuid2>"),
        (0, "loop", ("a",), {"x": 1, "log": []}, ["a"], "<uuid2>", "<uuid3>"),
        (-1, "input", ("__start__",), {"log": []}, ["__start__"], "<uuid3>", None),
    ]


def test_history_limit_filter_and_before(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    steps = lambda hs: [(h.metadata["step"], h.next) for h in hs]
    assert steps(run(graph, "get_state_history", thread("snap"), limit=2)) == [
        (1, ("ask",)),
        (0, ("a",)),
    ]
    assert steps(
        run(graph, "get_state_history", thread("snap"), filter={"source": "input"})
    ) == [(-1, ("__start__",))]
    step1 = run(graph, "get_state_history", thread("snap"))[0]
    assert steps(
        run(graph, "get_state_history", thread("snap"), before=step1.config)
    ) == [
        (0, ("a",)),
        (-1, ("__start__",)),
    ]
    assert steps(
        run(graph, "get_state_history", thread("snap"), before=step1.config, limit=1)
    ) == [(0, ("a",))]


def test_history_after_finishing_shows_task_results(run: Driver) -> None:
    graph = _snap_graph()
    run(graph, "invoke", {"x": 1, "log": []}, thread("snap"))
    run(graph, "invoke", Command(resume=5), thread("snap"))
    history = run(graph, "get_state_history", thread("snap"))
    assert [
        (
            h.metadata["step"],
            h.metadata["source"],
            h.next,
            h.values,
            [(t.name, t.result) for t in h.tasks],
        )
        for h in history
    ] == [
        (3, "loop", (), {"x": 7, "log": ["a", "ask", "c"]}, []),
        (2, "loop", ("c",), {"x": 7, "log": ["a", "ask"]}, [("c", {"log": ["c"]})]),
        (
            1,
            "loop",
            ("ask",),
            {"x": 2, "log": ["a"]},
            [("ask", {"x": 7, "log": ["ask"]})],
        ),
        (0, "loop", ("a",), {"x": 1, "log": []}, [("a", {"x": 2, "log": ["a"]})]),
        (
            -1,
            "input",
            ("__start__",),
            {"log": []},
            [("__start__", {"x": 1, "log": []})],
        ),
    ]


# ---------------------------------------------------------------------------
# update_state (§10)
# ---------------------------------------------------------------------------


def _paused(run: Driver, thread_id: str = "u") -> Any:
    graph = _abc(interrupt_before=["b"])
    assert run(graph, "invoke", {"x": 1, "log": []}, thread(thread_id)) == {
        "x": 2,
        "log": ["a"],
    }
    return graph


def test_update_state_applies_reducers_and_adds_an_update_checkpoint(
    run: Driver,
) -> None:
    graph = _paused(run)
    head = run(graph, "get_state", thread("u")).config["configurable"]["checkpoint_id"]
    new_config = run(graph, "update_state", thread("u"), {"x": 100, "log": ["manual"]})
    assert mask(new_config) == _conf("u", "<uuid1>")
    snap = run(graph, "get_state", thread("u"))
    assert (
        snap.config["configurable"]["checkpoint_id"]
        == new_config["configurable"]["checkpoint_id"]
    )
    assert (snap.values, snap.next, snap.metadata) == (
        {"x": 100, "log": ["a", "manual"]},
        ("b",),
        {"source": "update", "step": 2, "parents": {}},
    )
    assert snap.parent_config["configurable"]["checkpoint_id"] == head
    assert run(graph, "invoke", None, thread("u")) == {
        "x": 1000,
        "log": ["a", "manual", "b", "c"],
    }


def test_update_state_as_node_acts_as_if_that_node_ran(run: Driver) -> None:
    graph = _paused(run)
    run(graph, "update_state", thread("u"), {"x": -1, "log": ["as-b"]}, as_node="b")
    snap = run(graph, "get_state", thread("u"))
    assert (snap.values, snap.next, snap.metadata["step"]) == (
        {"x": -1, "log": ["a", "as-b"]},
        ("c",),
        2,
    )
    assert run(graph, "invoke", None, thread("u")) == {
        "x": -1,
        "log": ["a", "as-b", "c"],
    }
    run(graph, "update_state", thread("u"), {"log": ["post"]}, as_node="c")
    snap = run(graph, "get_state", thread("u"))
    assert (snap.next, snap.metadata) == (
        (),
        {"source": "update", "step": 4, "parents": {}},
    )
    run(graph, "update_state", thread("u"), {"log": ["as-a"]}, as_node="a")
    snap = run(graph, "get_state", thread("u"))
    assert (snap.values["log"], snap.next, snap.metadata["step"]) == (
        ["a", "as-b", "c", "post", "as-a"],
        ("b",),
        5,
    )


def test_update_state_with_none_as_node(run: Driver) -> None:
    graph = _paused(run)
    run(graph, "update_state", thread("u"), None, as_node="b")
    snap = run(graph, "get_state", thread("u"))
    assert (snap.values, snap.next, snap.metadata["source"]) == (
        {"x": 2, "log": ["a"]},
        ("c",),
        "update",
    )


def test_update_state_with_a_command_goto(run: Driver) -> None:
    graph = _paused(run)
    run(
        graph,
        "update_state",
        thread("u"),
        Command(update={"x": 9}, goto="c"),
        as_node="a",
    )
    snap = run(graph, "get_state", thread("u"))
    assert (snap.values, snap.next, snap.metadata["step"]) == (
        {"x": 9, "log": ["a"]},
        ("b", "c"),
        2,
    )


@pytest.mark.parametrize("as_node", [None, START])
def test_update_state_on_an_empty_thread(run: Driver, as_node: str | None) -> None:
    graph = _abc()
    config = run(
        graph, "update_state", thread("e"), {"x": 3, "log": []}, as_node=as_node
    )
    assert mask(config) == _conf("e", "<uuid1>")
    snap = run(graph, "get_state", thread("e"))
    assert (snap.values, snap.next, snap.metadata) == (
        {"x": 3, "log": []},
        ("a",),
        {"source": "update", "step": 0, "parents": {}},
    )
    assert run(graph, "invoke", None, thread("e")) == {"x": 40, "log": ["a", "b", "c"]}


def test_update_state_with_an_unknown_node(run: Driver) -> None:
    graph = _paused(run)
    with raises_exactly(InvalidUpdateError, "Node zzz does not exist"):
        run(graph, "update_state", thread("u"), {"x": 5}, as_node="zzz")


def test_ambiguous_update_state(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_node("c", appender("c"))
    builder.add_edge(START, "a")
    builder.add_edge(START, "c")
    graph = builder.compile(checkpointer=InMemorySaver())
    run(graph, "invoke", {"x": 1, "log": []}, thread())
    with raises_exactly(InvalidUpdateError, "Ambiguous update, specify as_node"):
        run(graph, "update_state", thread(), {"x": 0})


# ---------------------------------------------------------------------------
# Time travel: replay and fork (§11)
# ---------------------------------------------------------------------------


def test_replay_writes_a_fork_checkpoint_and_reruns_only_later_nodes(
    run: Driver,
) -> None:
    calls: list[str] = []
    graph = _abc(calls)
    run(graph, "invoke", {"x": 1, "log": []}, thread("tt"))
    original = run(graph, "get_state_history", thread("tt"))
    before_b = next(h for h in original if h.next == ("b",))
    calls.clear()
    assert run(graph, "invoke", None, before_b.config) == {
        "x": 20,
        "log": ["a", "b", "c"],
    }
    assert calls == ["b", "c"]
    history = run(graph, "get_state_history", thread("tt"))
    assert len(history) == 8
    new = [
        (h.metadata["step"], h.metadata["source"], h.next, h.values)
        for h in history[:3]
    ]
    assert new == [
        (4, "loop", (), {"x": 20, "log": ["a", "b", "c"]}),
        (3, "loop", ("c",), {"x": 20, "log": ["a", "b"]}),
        (2, "fork", ("b",), {"x": 2, "log": ["a"]}),
    ]
    fork = history[2]
    assert (
        fork.parent_config["configurable"]["checkpoint_id"]
        == before_b.config["configurable"]["checkpoint_id"]
    )
    assert (
        history[1].parent_config["configurable"]["checkpoint_id"]
        == fork.config["configurable"]["checkpoint_id"]
    )
    assert [h.config for h in history[3:]] == [h.config for h in original]


def test_replay_stream_shows_only_replayed_nodes(run: Driver) -> None:
    graph = _abc()
    run(graph, "invoke", {"x": 1, "log": []}, thread("tt"))
    before_b = next(
        h for h in run(graph, "get_state_history", thread("tt")) if h.next == ("b",)
    )
    assert run(graph, "stream", None, before_b.config, stream_mode="updates") == [
        {"b": {"x": 20, "log": ["b"]}},
        {"c": {"log": ["c"]}},
    ]


def test_update_state_on_an_old_checkpoint_forks(run: Driver) -> None:
    calls: list[str] = []
    graph = _abc(calls)
    run(graph, "invoke", {"x": 1, "log": []}, thread("tt"))
    before_b = next(
        h for h in run(graph, "get_state_history", thread("tt")) if h.next == ("b",)
    )
    fork_config = run(graph, "update_state", before_b.config, {"x": 50})
    snap = run(graph, "get_state", fork_config)
    assert (snap.values, snap.next, snap.metadata) == (
        {"x": 50, "log": ["a"]},
        ("b",),
        {"source": "update", "step": 2, "parents": {}},
    )
    assert snap.parent_config == before_b.config
    calls.clear()
    assert run(graph, "invoke", None, fork_config) == {"x": 500, "log": ["a", "b", "c"]}
    assert calls == ["b", "c"]
    latest = run(graph, "get_state", thread("tt"))
    assert (latest.values, latest.metadata["step"]) == (
        {"x": 500, "log": ["a", "b", "c"]},
        4,
    )


def test_replaying_an_interrupting_checkpoint_interrupts_again_with_a_new_id(
    run: Driver,
) -> None:
    builder = StateGraph(S)
    builder.add_node("ask", lambda s: {"x": interrupt("v?")})
    builder.add_node("c", appender("c"))
    builder.add_edge(START, "ask")
    builder.add_edge("ask", "c")
    graph = builder.compile(checkpointer=InMemorySaver())
    first = run(graph, "invoke", {"x": 0, "log": []}, thread())["__interrupt__"][0]
    assert run(graph, "invoke", Command(resume=7), thread()) == {"x": 7, "log": ["c"]}
    at_ask = next(
        h for h in run(graph, "get_state_history", thread()) if h.next == ("ask",)
    )
    out = run(graph, "invoke", None, at_ask.config)
    assert out["x"] == 0 and out["log"] == []
    (again,) = out["__interrupt__"]
    assert again.value == "v?"
    assert again.id != first.id


# ---------------------------------------------------------------------------
# Durability (§12)
# ---------------------------------------------------------------------------


def _durability_graph(middle: str) -> Any:
    def ok(state: S) -> dict[str, Any]:
        return {"log": ["m"]}

    def ask(state: S) -> dict[str, Any]:
        return {"x": interrupt("q")}

    def boom(state: S) -> dict[str, Any]:
        raise ValueError("boom")

    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": s["x"] + 1, "log": ["a"]})
    builder.add_node("m", {"ok": ok, "interrupt": ask, "error": boom}[middle])
    builder.add_node("b", lambda s: {"x": s["x"] * 10, "log": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "m")
    builder.add_edge("m", "b")
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("durability", ["sync", "async", "exit", None])
@pytest.mark.parametrize(
    ("middle", "full_steps", "head"),
    [
        ("ok", [3, 2, 1, 0, -1], ((), [])),
        ("interrupt", [1, 0, -1], (("m",), [("m", False, True)])),
        ("error", [1, 0, -1], (("m",), [("m", True, False)])),
    ],
)
def test_durability_checkpoint_counts(
    run: Driver,
    durability: str | None,
    middle: str,
    full_steps: list[int],
    head: tuple[Any, Any],
) -> None:
    graph = _durability_graph(middle)
    if middle == "error":
        with pytest.raises(ValueError, match=r"^boom(\n|$)"):
            run(graph, "invoke", {"x": 1, "log": []}, thread(), durability=durability)
    else:
        run(graph, "invoke", {"x": 1, "log": []}, thread(), durability=durability)
    history = run(graph, "get_state_history", thread())
    expected_steps = [full_steps[0]] if durability == "exit" else full_steps
    assert [h.metadata["step"] for h in history] == expected_steps
    latest = history[0]
    assert (
        latest.next,
        [(t.name, t.error is not None, bool(t.interrupts)) for t in latest.tasks],
    ) == head


def test_resuming_with_exit_durability_adds_one_checkpoint(run: Driver) -> None:
    graph = _durability_graph("interrupt")
    run(graph, "invoke", {"x": 1, "log": []}, thread(), durability="exit")
    assert run(graph, "invoke", Command(resume=5), thread(), durability="exit") == {
        "x": 50,
        "log": ["a", "b"],
    }
    history = run(graph, "get_state_history", thread())
    assert [(h.metadata["step"], h.metadata["source"]) for h in history] == [
        (3, "loop"),
        (1, "loop"),
    ]


# ---------------------------------------------------------------------------
# Failures leave the thread resumable (§14, e16)
# ---------------------------------------------------------------------------


def test_failed_task_is_saved_with_its_siblings_writes(run: Driver) -> None:
    calls: list[str] = []
    fail = threading.Event()
    fail.set()
    ok_ran = threading.Event()

    def boom(state: S) -> dict[str, Any]:
        calls.append("boom")
        ok_ran.wait(WAIT)  # fail after the sibling is (nearly) done
        if fail.is_set():
            raise ValueError("boom")
        return {"log": ["boom"]}

    def ok(state: S) -> dict[str, Any]:
        calls.append("ok")
        ok_ran.set()
        return {"log": ["ok"]}

    async def aboom(state: S) -> dict[str, Any]:
        while not ok_ran.is_set():  # ok has finished (and reported) when this resumes
            await anyio.lowlevel.checkpoint()
        return boom(state)

    async def aok(state: S) -> dict[str, Any]:
        return ok(state)

    builder = StateGraph(S)
    # async runs cancel a failing task's siblings still running: there the nodes are
    # async, so that ok surely reported back before boom fails
    builder.add_node("boom", aboom if run.is_async else boom)
    builder.add_node("ok", aok if run.is_async else ok)
    builder.add_node("after", appender("after"))
    builder.add_edge(START, "boom")
    builder.add_edge(START, "ok")
    builder.add_edge(["boom", "ok"], "after")
    graph = builder.compile(checkpointer=InMemorySaver())
    with pytest.raises(ValueError, match=r"^boom(\n|$)"):
        run(graph, "invoke", {"x": 0, "log": []}, thread())
    snap = run(graph, "get_state", thread())
    assert snap.values == {"x": 0, "log": ["ok"]}
    assert snap.next == ("boom",)
    assert [(t.name, t.error, t.result) for t in snap.tasks] == [
        ("boom", "ValueError('boom')", None),
        ("ok", None, {"log": ["ok"]}),
    ]
    assert sorted(calls) == ["boom", "ok"]
    # invoke(None) re-runs only the failed task
    with pytest.raises(ValueError, match=r"^boom(\n|$)"):
        run(graph, "invoke", None, thread())
    assert sorted(calls) == ["boom", "boom", "ok"]
    fail.clear()
    assert run(graph, "invoke", None, thread()) == {
        "x": 0,
        "log": ["boom", "ok", "after"],
    }
    assert sorted(calls) == ["boom", "boom", "boom", "ok"]


# ---------------------------------------------------------------------------
# Thread errors (§6)
# ---------------------------------------------------------------------------


def test_a_checkpointer_needs_a_thread_id(run: Driver) -> None:
    message = (
        "Checkpointer requires one or more of the following 'configurable' keys: "
        "thread_id, checkpoint_ns, checkpoint_id"
    )
    with raises_exactly(ValueError, message):
        run(_abc(), "invoke", {"x": 1, "log": []})
    with raises_exactly(ValueError, message):
        run(_abc(), "invoke", {"x": 1, "log": []}, {"configurable": {}})


def test_none_input_on_an_empty_thread(run: Driver) -> None:
    with raises_exactly(EmptyInputError, "Received no input for __start__"):
        run(_abc(), "invoke", None, thread("empty"))


def test_empty_dict_input_is_accepted(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {}, thread()) == {"log": ["a"]}


def test_checkpoint_ids_are_time_ordered_uuids(run: Driver) -> None:
    graph = _abc()
    run(graph, "invoke", {"x": 1, "log": []}, thread())
    ids = [
        h.config["configurable"]["checkpoint_id"]
        for h in run(graph, "get_state_history", thread())
    ]
    assert all(
        re.fullmatch(
            r"[0-9a-f]{8}-[0-9a-f]{4}-6[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", i
        )
        for i in ids
    )
    assert ids == sorted(ids, reverse=True)
