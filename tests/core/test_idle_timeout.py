"""``TimeoutPolicy(idle_timeout=...)``: an async node is stopped once it shows no
progress for that long; heartbeats (and, in ``auto`` mode, custom stream writes)
count as progress. Limits are far from the node's pace, so load cannot flip them."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.errors import NodeTimeoutError
from lingxigraph.func import entrypoint
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.runtime import Runtime
from lingxigraph.types import TimeoutPolicy


class _State(TypedDict):
    x: int


def _graph(node: Any, policy: TimeoutPolicy) -> Any:
    builder = StateGraph(_State)
    builder.add_node("work", node, timeout=policy)
    builder.add_edge(START, "work")
    builder.add_edge("work", END)
    return builder.compile()


async def _silent(state: _State) -> _State:
    await asyncio.sleep(30)
    return {"x": state["x"] + 1}


def test_silent_node_is_stopped_by_its_idle_timeout() -> None:
    graph = _graph(_silent, TimeoutPolicy(idle_timeout=0.05, run_timeout=60))
    with pytest.raises(NodeTimeoutError) as info:
        asyncio.run(graph.ainvoke({"x": 1}))
    error = info.value
    assert (error.node, error.kind, error.idle_timeout, error.run_timeout, error.timeout) == (
        "work",
        "idle",
        0.05,
        60.0,
        0.05,
    )
    assert str(error).startswith("Node 'work' exceeded its idle timeout of 0.050s without making progress")


async def _beating(state: _State, runtime: Runtime) -> _State:
    for _ in range(8):
        await asyncio.sleep(0.05)
        runtime.heartbeat()
    return {"x": state["x"] + 1}


async def _writing(state: _State, runtime: Runtime) -> _State:
    for i in range(8):
        await asyncio.sleep(0.05)
        runtime.stream_writer({"step": i})
    return {"x": state["x"] + 1}


def test_heartbeats_keep_a_node_alive() -> None:
    for mode in ("auto", "heartbeat"):
        graph = _graph(_beating, TimeoutPolicy(idle_timeout=2, refresh_on=mode))  # type: ignore[arg-type]
        assert asyncio.run(graph.ainvoke({"x": 1})) == {"x": 2}


def test_custom_writes_count_as_progress_only_in_auto_mode() -> None:
    auto = _graph(_writing, TimeoutPolicy(idle_timeout=2))
    assert asyncio.run(auto.ainvoke({"x": 1})) == {"x": 2}

    async def writes_then_stalls(state: _State, runtime: Runtime) -> _State:
        runtime.stream_writer("start")
        await asyncio.sleep(30)
        return state

    strict = _graph(writes_then_stalls, TimeoutPolicy(idle_timeout=0.1, refresh_on="heartbeat"))
    with pytest.raises(NodeTimeoutError, match="idle timeout"):
        asyncio.run(strict.ainvoke({"x": 1}))


def test_idle_timeout_on_an_entrypoint() -> None:
    @entrypoint(timeout=TimeoutPolicy(idle_timeout=0.05))
    async def main(value: int) -> int:
        await asyncio.sleep(30)
        return value

    with pytest.raises(NodeTimeoutError) as info:
        asyncio.run(main.ainvoke(1))
    assert (info.value.node, info.value.kind) == ("main", "idle")


def test_run_timeout_is_not_refreshed_by_heartbeats() -> None:
    async def beats_forever(state: _State, runtime: Runtime) -> _State:
        while True:
            await asyncio.sleep(0.01)
            runtime.heartbeat()

    graph = _graph(beats_forever, TimeoutPolicy(run_timeout=0.2, idle_timeout=5))
    with pytest.raises(NodeTimeoutError) as info:
        asyncio.run(graph.ainvoke({"x": 1}))
    assert (info.value.kind, info.value.run_timeout, info.value.idle_timeout) == ("run", 0.2, 5.0)
