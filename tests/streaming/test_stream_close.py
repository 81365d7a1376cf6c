"""A caller that stops reading a stream early keeps what LangGraph keeps.

LangGraph yields a single-task step's chunks after the step's barrier (writes
applied, checkpoint saved), so breaking out after them leaves the next step's
checkpoint; with durability "exit" the checkpoint is saved as the stream
closes. Resuming with ``None`` input then runs only the rest of the graph.
Checked for the sync driver and the async one on asyncio and trio.
"""

from __future__ import annotations

import gc
import operator
import threading
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph

DURABILITIES = ["async", "sync", "exit"]
GIVE_UP = 5.0
"""Seconds a node waits to be let go (only reached on failure)."""
DRIVERS = ["sync", "asyncio", "trio"]


class S(TypedDict):
    x: int


def _chain(ran: list[str]) -> Any:
    """``START -> a -> b -> c``, each node recording that it ran."""

    def step(name: str, fn: Any) -> Any:
        def run(state: S) -> dict[str, int]:
            ran.append(name)
            return {"x": fn(state["x"])}

        return run

    builder = StateGraph(S)
    builder.add_node("a", step("a", lambda x: x + 1))
    builder.add_node("b", step("b", lambda x: x * 10))
    builder.add_node("c", step("c", lambda x: x + 5))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    return builder.compile(checkpointer=InMemorySaver())


def _stream_until(driver: str, graph: Any, count: int, cfg: dict[str, Any], *, close: str = "close",
                  **kwargs: Any) -> list[Any]:
    """Read ``count`` chunks of a stream, then stop reading it (closing it
    explicitly, or dropping it for the garbage collector)."""
    seen: list[Any] = []
    if driver == "sync":
        stream = graph.stream({"x": 1}, cfg, **kwargs)
        for chunk in stream:
            seen.append(chunk)
            if len(seen) == count:
                break
        if close == "close":
            stream.close()
        else:
            del stream
            gc.collect()
        return seen

    async def main() -> None:
        stream = graph.astream({"x": 1}, cfg, **kwargs)
        async for chunk in stream:
            seen.append(chunk)
            if len(seen) == count:
                break
        await stream.aclose()

    anyio.run(main, backend=driver)
    return seen


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_after_first_update_keeps_the_next_step(driver: str, durability: str) -> None:
    ran: list[str] = []
    graph = _chain(ran)
    cfg = {"configurable": {"thread_id": "t"}}
    seen = _stream_until(driver, graph, 1, cfg, durability=durability)
    assert seen == [{"a": {"x": 2}}]
    assert ran == ["a"]  # nothing runs after the stream is closed
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 2}, ("b",), 1)
    # resuming runs the rest only (``a`` is neither run again nor replayed as cached)
    assert list(graph.stream(None, cfg)) == [{"b": {"x": 20}}, {"c": {"x": 25}}]
    assert ran == ["a", "b", "c"]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_in_values_mode(driver: str, durability: str) -> None:
    ran: list[str] = []
    graph = _chain(ran)
    cfg = {"configurable": {"thread_id": "v"}}
    seen = _stream_until(driver, graph, 2, cfg, durability=durability, stream_mode="values")
    assert seen == [{"x": 1}, {"x": 2}]
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 2}, ("b",), 1)
    assert graph.invoke(None, cfg) == {"x": 25}
    assert ran == ["a", "b", "c"]


@pytest.mark.parametrize("durability", DURABILITIES)
def test_dropped_sync_stream_saves_as_a_closed_one(durability: str) -> None:
    ran: list[str] = []
    graph = _chain(ran)
    cfg = {"configurable": {"thread_id": "g"}}
    seen = _stream_until("sync", graph, 2, cfg, close="gc", durability=durability)
    assert seen == [{"a": {"x": 2}}, {"b": {"x": 20}}]
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 20}, ("c",), 2)
    assert graph.invoke(None, cfg) == {"x": 25}
    assert ran == ["a", "b", "c"]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_at_the_recursion_limit_keeps_the_last_step(driver: str, durability: str) -> None:
    # the chunk read last is the limit's last step: the close saves it as LangGraph
    # does, also with "exit" (where the next step would have raised GraphRecursionError)
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": s["x"] + 1})
    builder.add_edge(START, "a")
    builder.add_edge("a", "a")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "lim"}, "recursion_limit": 3}
    seen = _stream_until(driver, graph, 3, cfg, durability=durability)
    assert seen == [{"a": {"x": 2}}, {"a": {"x": 3}}, {"a": {"x": 4}}]
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 4}, ("a",), 3)
    assert len(list(graph.get_state_history(cfg))) == (1 if durability == "exit" else 5)


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_after_last_chunk_keeps_the_finished_run(driver: str, durability: str) -> None:
    ran: list[str] = []
    graph = _chain(ran)
    cfg = {"configurable": {"thread_id": "end"}}
    seen = _stream_until(driver, graph, 3, cfg, durability=durability)
    assert seen[-1] == {"c": {"x": 25}}
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 25}, (), 3)


class L(TypedDict):
    log: Annotated[list[str], operator.add]


def _fan_out(ran: list[str], release: threading.Event) -> Any:
    """``START -> (fast, slow) -> nxt``; ``slow`` waits for ``release``; ``fast``
    ends once ``slow`` has started (so the closed stream always abandons a started
    ``slow``: under load it could otherwise be closed before ``slow`` ran at all)."""
    slow_started = threading.Event()

    def fast(state: L) -> dict[str, list[str]]:
        ran.append("fast")
        slow_started.wait(GIVE_UP)
        return {"log": ["fast"]}

    def slow(state: L) -> dict[str, list[str]]:
        ran.append("slow")
        slow_started.set()
        release.wait(GIVE_UP)
        return {"log": ["slow"]}

    def nxt(state: L) -> dict[str, list[str]]:
        ran.append("nxt")
        return {"log": ["nxt"]}

    builder = StateGraph(L)
    builder.add_node("fast", fast)
    builder.add_node("slow", slow)
    builder.add_node("nxt", nxt)
    builder.add_edge(START, "fast")
    builder.add_edge(START, "slow")
    builder.add_edge(["fast", "slow"], "nxt")
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_amid_a_parallel_step_keeps_the_finished_task(driver: str, durability: str) -> None:
    ran: list[str] = []
    release = threading.Event()
    graph = _fan_out(ran, release)
    cfg = {"configurable": {"thread_id": "p"}}
    seen: list[Any] = []
    # ``slow`` is let go once ``fast``'s chunk is read: it is still running
    # (or not yet handed back) when the stream is closed, so only ``fast`` counts
    if driver == "sync":
        stream = graph.stream({"log": []}, cfg, durability=durability)
        for chunk in stream:
            seen.append(chunk)
            release.set()
            break
        stream.close()
    else:

        async def main() -> None:
            stream = graph.astream({"log": []}, cfg, durability=durability)
            async for chunk in stream:
                seen.append(chunk)
                release.set()
                break
            await stream.aclose()

        anyio.run(main, backend=driver)
    assert seen == [{"fast": {"log": ["fast"]}}]
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"log": ["fast"]}, ("slow",), 0)
    assert [c for c in graph.stream(None, cfg)] == [
        {"fast": {"log": ["fast"]}, "__metadata__": {"cached": True}},
        {"slow": {"log": ["slow"]}},
        {"nxt": {"log": ["nxt"]}},
    ]
    assert sorted(ran) == ["fast", "nxt", "slow", "slow"]


def _with_subgraph(ran: list[str]) -> Any:
    """``START -> pre -> sub (s1 -> s2) -> post``."""

    def record(name: str, fn: Any) -> Any:
        def run(state: S) -> dict[str, int]:
            ran.append(name)
            return {"x": fn(state["x"])}

        return run

    inner = StateGraph(S)
    inner.add_node("s1", record("s1", lambda x: x + 1))
    inner.add_node("s2", record("s2", lambda x: x * 3))
    inner.add_edge(START, "s1")
    inner.add_edge("s1", "s2")
    outer = StateGraph(S)
    outer.add_node("pre", record("pre", lambda x: x + 100))
    outer.add_node("sub", inner.compile())
    outer.add_node("post", record("post", lambda x: x - 1))
    outer.add_edge(START, "pre")
    outer.add_edge("pre", "sub")
    outer.add_edge("sub", "post")
    return outer.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", DURABILITIES)
def test_break_in_a_subgraph_stream_then_resume(driver: str, durability: str) -> None:
    ran: list[str] = []
    graph = _with_subgraph(ran)
    cfg = {"configurable": {"thread_id": "s"}}
    seen = _stream_until(driver, graph, 2, cfg, durability=durability, subgraphs=True)
    assert seen[0] == ((), {"pre": {"x": 101}})
    assert seen[1][1] == {"s1": {"x": 102}}
    assert "post" not in ran
    # the parent's step is left unfinished (its task was stopped with the stream)
    state = graph.get_state(cfg)
    assert (state.values, state.next, state.metadata["step"]) == ({"x": 101}, ("sub",), 1)
    assert graph.invoke(None, cfg) == {"x": 305}
    assert ran.count("pre") == 1 and ran[-1] == "post"
