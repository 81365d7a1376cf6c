"""A task failing in an async run stops the siblings still running (as LangGraph).

In async runs the step's other tasks are cancelled when one fails for good: a
sibling that already finished keeps its writes, a cancelled one is recorded
with ``CancelledError()`` as its error (durability "async"/"sync") or with
nothing at all (durability "exit": the run saves before they report back), and
runs again on the next ``invoke(None)``. Sync runs cannot stop worker threads:
every sibling finishes and keeps its writes.
"""

from __future__ import annotations

import threading
from typing import Any

import anyio
import pytest
from core_helpers import Driver, Log

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


def _graph(flags: dict[str, Any]) -> Any:
    """START -> {a, b, c}: ``c`` finishes first, then ``a`` fails (once) while
    ``b`` waits; ``b`` waits until ``flags["release_b"]`` is set."""

    async def a(state: Log) -> dict[str, Any]:
        await flags["c_done"].wait()
        flags["a_calls"] += 1
        if flags["a_calls"] == 1:
            raise ValueError("boom")
        return {"log": ["a"]}

    async def b(state: Log) -> dict[str, Any]:
        flags["b_calls"] += 1
        if not flags["release_b"]:
            await anyio.sleep_forever()
        return {"log": ["b"]}

    async def c(state: Log) -> dict[str, Any]:
        flags["c_calls"] += 1
        flags["c_done"].set()
        return {"log": ["c"]}

    builder = StateGraph(Log)
    for name, fn in (("a", a), ("b", b), ("c", c)):
        builder.add_node(name, fn)
        builder.add_edge(START, name)
    return builder.compile(checkpointer=InMemorySaver())


class _Flags(dict):
    """Per-test state; a missing key is an event, made inside the event loop of
    the call that first uses it (anyio needs one)."""

    def __missing__(self, key: str) -> Any:
        event = self[key] = anyio.Event()
        return event


def _flags() -> _Flags:
    return _Flags(a_calls=0, b_calls=0, c_calls=0, release_b=False)


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
@pytest.mark.parametrize("durability", ["async", "exit"])
def test_failure_cancels_running_siblings(backend: str, durability: str) -> None:
    run = Driver(backend)  # type: ignore[arg-type]
    flags = _flags()
    graph = _graph(flags)
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="^boom(\n|$)"):
        run(graph, "invoke", {"log": ["in"]}, cfg, durability=durability)

    state = graph.get_state(cfg)
    assert state.values == {"log": ["in", "c"]}
    assert state.next == ("a", "b")
    by_name = {t.name: t for t in state.tasks}
    assert by_name["a"].error == "ValueError('boom')"
    # exit: the run saved before the cancelled sibling reported back
    assert by_name["b"].error == ("CancelledError()" if durability == "async" else None)
    assert by_name["b"].result is None
    assert by_name["c"].error is None and by_name["c"].result == {"log": ["c"]}

    # the next run runs the failed and the cancelled task again, not the finished one
    flags.pop("c_done")
    flags["c_done"].set()
    flags["release_b"] = True
    assert run(graph, "invoke", None, cfg, durability=durability) == {"log": ["in", "a", "b", "c"]}
    assert (flags["a_calls"], flags["b_calls"], flags["c_calls"]) == (2, 2, 1)


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_cancelled_subgraph_sibling_keeps_its_finished_steps(backend: str) -> None:
    """A cancelled sibling running a subgraph: the subgraph's finished steps stay
    saved (its own checkpoint), its cancelled task runs again on resume."""
    flags = _flags()
    calls: list[str] = []

    async def x(state: Log) -> dict[str, Any]:
        calls.append("x")
        return {"log": ["x"]}

    async def y(state: Log) -> dict[str, Any]:
        calls.append("y")
        flags["y_started"].set()
        if not flags["release_b"]:
            await anyio.sleep_forever()
        return {"log": ["y"]}

    async def a(state: Log) -> dict[str, Any]:
        await flags["y_started"].wait()  # the subgraph's first step is over
        calls.append("a")
        flags["a_calls"] += 1
        if flags["a_calls"] == 1:
            raise ValueError("boom")
        return {"log": ["a"]}

    sub = StateGraph(Log)
    sub.add_node("x", x)
    sub.add_node("y", y)
    sub.add_edge(START, "x")
    sub.add_edge("x", "y")
    builder = StateGraph(Log)
    builder.add_node("a", a)
    builder.add_node("s", sub.compile())
    builder.add_edge(START, "a")
    builder.add_edge(START, "s")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    run = Driver(backend)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="^boom(\n|$)"):
        run(graph, "invoke", {"log": ["in"]}, cfg)

    state = graph.get_state(cfg, subgraphs=True)
    assert state.next == ("a", "s")
    by_name = {t.name: t for t in state.tasks}
    assert by_name["s"].error == "CancelledError()"
    assert by_name["s"].state.values == {"log": ["in", "x"]}
    assert by_name["s"].state.next == ("y",)

    flags.pop("y_started")
    flags["release_b"] = True
    calls.clear()
    assert run(graph, "invoke", None, cfg) == {"log": ["in", "a", "in", "x", "y"]}
    assert sorted(calls) == ["a", "y"]


def test_sync_run_lets_siblings_finish() -> None:
    """Sync runs: the sibling still running when one fails finishes and keeps its writes."""
    failed = threading.Event()

    def a(state: Log) -> dict[str, Any]:
        failed.set()
        raise ValueError("boom")

    def b(state: Log) -> dict[str, Any]:
        failed.wait()
        return {"log": ["b"]}

    builder = StateGraph(Log)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="^boom(\n|$)"):
        graph.invoke({"log": ["in"]}, cfg)
    state = graph.get_state(cfg)
    assert state.next == ("a",)
    assert {t.name: t.error for t in state.tasks} == {"a": "ValueError('boom')", "b": None}
    assert state.values == {"log": ["in", "b"]}


def test_sync_exit_durability_keeps_writes_of_siblings_finishing_after_the_failure() -> None:
    """lingxigraph's rule for durability "exit" (deliberate difference (l) of the
    conformance suite: LangGraph saves as soon as the failure stops the step, so
    such a sibling's writes are lost there): the step's tasks all finish first and
    the exit checkpoint keeps every finished sibling's writes."""
    failed = threading.Event()
    calls: list[str] = []

    def a(state: Log) -> dict[str, Any]:
        calls.append("a")
        if not failed.is_set():
            failed.set()
            raise ValueError("boom")
        return {"log": ["a"]}

    def b(state: Log) -> dict[str, Any]:
        calls.append("b")
        failed.wait()
        return {"log": ["b"]}

    builder = StateGraph(Log)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="^boom(\n|$)"):
        graph.invoke({"log": ["in"]}, cfg, durability="exit")
    state = graph.get_state(cfg)
    assert state.next == ("a",)
    assert state.values == {"log": ["in", "b"]}
    calls.clear()
    assert graph.invoke(None, cfg, durability="exit") == {"log": ["in", "a", "b"]}
    assert calls == ["a"]


@pytest.mark.parametrize("driver", ["sync", "asyncio", "trio"])
def test_failed_step_raises_the_first_failure_to_arrive(driver: str) -> None:
    """Two tasks fail: the run raises the one that failed first (as LangGraph),
    not the first in plan order."""
    release = threading.Event()

    def a(state: Log) -> dict[str, Any]:
        assert release.wait(5)  # until b's failure has been reported
        raise ValueError("a fails second")

    def b(state: Log) -> dict[str, Any]:
        raise KeyError("b fails first")

    builder = StateGraph(Log)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    graph = builder.compile()

    def on_chunk(chunk: Any) -> None:
        # (lingxigraph streams a failed task's result event, with its error)
        if chunk.get("name") == "b" and chunk.get("error") is not None:
            release.set()

    with pytest.raises(KeyError, match="b fails first"):
        Driver(driver).each(graph, "stream", on_chunk, {"log": []}, stream_mode="tasks")  # type: ignore[arg-type]
    release.set()
