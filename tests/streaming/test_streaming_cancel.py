"""Abandoning a stream cancels the run's unfinished tasks; finished work stays saved.

Ways to abandon: ``break`` + ``.close()`` (sync), ``break`` + ``await .aclose()``
and cancelling an ``anyio.CancelScope`` around the consumer loop (async). Async
nodes are cancelled by the event loop; sync nodes must poll ``runtime.cancelled``.
After cancellation the thread resumes with ``invoke(None, config)``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Literal

import anyio
import pytest
from streaming_helpers import Driver, DriverName, PartialS, new_graph, node, thread

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START
from lingxigraph.runtime import Runtime

GIVE_UP = 5.0
"""Seconds a node waits for cancellation before it gives up (only reached on failure)."""

How = Literal["close", "cancel_scope"]

pytestmark = pytest.mark.usefixtures("collect_abandoned_runs")


def _choose_how(run: Driver, how: How, request: pytest.FixtureRequest) -> None:
    if how == "cancel_scope" and not run.is_async:
        pytest.skip("cancel scopes are for the async drivers")


def _wait_for_cancel_sync(runtime: Runtime[Any]) -> bool:
    """Poll ``runtime.cancelled`` (what a long sync node should do); True if it was set."""
    deadline = time.monotonic() + GIVE_UP
    while not runtime.cancelled and time.monotonic() < deadline:
        time.sleep(0.001)
    return runtime.cancelled


def _blocking_graph(run: Driver, outcome: list[str]) -> Any:
    """``START -> a -> b``; on its first run ``b`` writes ``'b-started'`` and waits to be cancelled."""

    def a(state: PartialS) -> dict[str, Any]:
        return {"log": ["a"]}

    def b_sync(state: PartialS, runtime: Runtime[Any]) -> dict[str, Any]:
        if outcome:
            return {"log": ["b-resumed"]}
        get_stream_writer()("b-started")
        outcome.append("cancelled" if _wait_for_cancel_sync(runtime) else "not cancelled")
        return {"log": ["b"]}

    async def b_async(state: PartialS) -> dict[str, Any]:
        if outcome:
            return {"log": ["b-resumed"]}
        get_stream_writer()("b-started")
        try:
            with anyio.fail_after(GIVE_UP):
                await anyio.sleep_forever()
        except anyio.get_cancelled_exc_class():
            outcome.append("cancelled")
            raise
        except TimeoutError:
            outcome.append("not cancelled")
            raise
        return {"log": ["b"]}

    builder = new_graph(PartialS)
    builder.add_node("a", node(a, run.is_async))
    builder.add_node("b", b_async if run.is_async else b_sync)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder.compile(checkpointer=InMemorySaver())


def _is(value: Any) -> Callable[[Any], bool]:
    return lambda chunk: chunk == value


@pytest.mark.parametrize("how", ["close", "cancel_scope"])
def test_abandoning_the_stream_cancels_the_running_node(
    run: Driver, how: How, request: pytest.FixtureRequest
) -> None:
    _choose_how(run, how, request)
    outcome: list[str] = []
    graph = _blocking_graph(run, outcome)
    cfg = thread("c")
    seen = run.stream_until(graph, _is(("custom", "b-started")), {"log": []}, cfg,
                            stream_mode=["custom", "updates"], how=how)
    assert seen == [("updates", {"a": {"log": ["a"]}}), ("custom", "b-started")]
    assert outcome == ["cancelled"]  # stopped by the time the stream was closed


@pytest.mark.parametrize("how", ["close", "cancel_scope"])
def test_after_cancellation_finished_work_is_saved_and_the_thread_resumes(
    run: Driver, how: How, request: pytest.FixtureRequest
) -> None:
    _choose_how(run, how, request)
    outcome: list[str] = []
    graph = _blocking_graph(run, outcome)
    cfg = thread("c")
    run.stream_until(graph, _is(("custom", "b-started")), {"log": []}, cfg,
                     stream_mode=["custom", "updates"], how=how)
    state = run(graph, "get_state", cfg)
    assert (state.values, state.next) == ({"log": ["a"]}, ("b",))
    assert run(graph, "invoke", None, cfg) == {"log": ["a", "b-resumed"]}


def _poll_graph(run: Driver, worker_saw: list[bool], ended: threading.Event) -> Any:
    """``START -> a -> (worker, signal)``: the sync ``worker`` polls ``runtime.cancelled``;
    ``signal`` (of the driver's kind) writes ``'go'`` once ``worker`` is running.
    ``ended`` is set when the first ``worker`` call returns."""
    started = threading.Event()

    def a(state: PartialS) -> dict[str, Any]:
        return {"log": ["a"]}

    def worker(state: PartialS, runtime: Runtime[Any]) -> dict[str, Any]:
        if worker_saw:
            return {"log": ["worker-resumed"]}
        started.set()
        worker_saw.append(_wait_for_cancel_sync(runtime))
        ended.set()
        return {"log": ["worker"]}

    def signal_sync(state: PartialS) -> dict[str, Any]:
        started.wait(GIVE_UP)
        get_stream_writer()("go")
        return {"log": ["signal"]}

    async def signal_async(state: PartialS) -> dict[str, Any]:
        await anyio.to_thread.run_sync(started.wait, GIVE_UP)
        get_stream_writer()("go")
        return {"log": ["signal"]}

    builder = new_graph(PartialS)
    builder.add_node("a", node(a, run.is_async))
    builder.add_node("worker", worker)
    builder.add_node("signal", signal_async if run.is_async else signal_sync)
    builder.add_edge(START, "a")
    builder.add_edge("a", "worker")
    builder.add_edge("a", "signal")
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("how", ["close", "cancel_scope"])
def test_sync_node_sees_runtime_cancelled(run: Driver, how: How, request: pytest.FixtureRequest) -> None:
    _choose_how(run, how, request)
    worker_saw: list[bool] = []
    ended = threading.Event()
    graph = _poll_graph(run, worker_saw, ended)
    cfg = thread("p")
    run.stream_until(graph, _is(("custom", "go")), {"log": []}, cfg, stream_mode=["custom"], how=how)
    # an async run leaves the sync node's thread behind (as LangGraph's executor
    # does); the thread sees the cancel and ends on its own
    assert ended.wait(GIVE_UP)
    assert worker_saw == [True]
    state = run(graph, "get_state", cfg)
    assert state.values["log"][0] == "a"
    assert "worker" in state.next
    final = run(graph, "invoke", None, cfg)
    assert sorted(final["log"]) == ["a", "signal", "worker-resumed"]


# ---- a looping subgraph awaited by a node -------------------------------------------


class Count(PartialS, total=False):
    """``PartialS`` plus a loop counter."""

    n: int


def _looping_parent(ticks: list[int]) -> Any:
    """Parent node ``caller`` awaits ``sub.ainvoke``; ``sub`` loops ``tick -> tick`` (up to 10 000 times)."""

    async def tick(state: Count) -> dict[str, Any]:
        ticks.append(len(ticks) + 1)
        get_stream_writer()(len(ticks))
        return {"n": state.get("n", 0) + 1}

    sub = new_graph(Count)
    sub.add_node("tick", tick)
    sub.add_edge(START, "tick")
    def again(state: Count) -> str:
        return END if state.get("n", 0) >= 10_000 else "tick"

    sub.add_conditional_edges("tick", again, ["tick", END])
    looping = sub.compile()

    async def caller(state: Count) -> dict[str, Any]:
        out = await looping.ainvoke({"n": 0}, {"recursion_limit": 100_000})
        return {"n": out["n"]}

    parent = new_graph(Count)
    parent.add_node("caller", caller)
    parent.add_edge(START, "caller")
    return parent.compile(checkpointer=InMemorySaver())


def test_cancel_scope_stops_a_looping_subgraph_within_one_superstep(async_backend: DriverName) -> None:
    ticks: list[int] = []
    graph = _looping_parent(ticks)
    cfg = thread("loop")
    counts: dict[str, int] = {}

    async def main() -> Any:
        with anyio.fail_after(GIVE_UP):
            with anyio.CancelScope() as scope:
                async for ns, chunk in graph.astream({"n": 0}, cfg, stream_mode="custom", subgraphs=True):
                    assert ns[0].startswith("caller:")
                    if chunk >= 3:
                        counts["at_cancel"] = len(ticks)
                        scope.cancel()
            counts["after_scope"] = len(ticks)
            for _ in range(200):  # let any leftover work run, if it were still scheduled
                await anyio.sleep(0)
            counts["later"] = len(ticks)
            return await graph.aget_state(cfg)

    state = anyio.run(main, backend=async_backend)
    assert counts["after_scope"] <= counts["at_cancel"] + 1
    assert counts["later"] == counts["after_scope"]
    assert state.next == ("caller",)
