"""A step's sibling tasks are cancelled twice when a task fails (asyncio), as
LangGraph cancels them and then again as its task executor exits: a sibling that
swallows the first ``CancelledError`` gets a second one. A step timeout cancels
them once (as LangGraph)."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, TypedDict

import pytest

from lingxigraph.graph import START, StateGraph


class State(TypedDict):
    x: Annotated[list, operator.add]


def _graph(log: list[str], fail: bool):
    started = asyncio.Event()

    async def bad(state: State) -> dict:
        await started.wait()
        raise ValueError("boom")

    async def sibling(state: State) -> dict:
        started.set()
        for _ in range(300):
            try:
                await asyncio.sleep(0 if fail else 0.002)
            except asyncio.CancelledError:
                log.append("cancelled")
        log.append("returned")
        return {"x": ["sibling"]}

    builder = StateGraph(State)
    builder.add_node("sibling", sibling)
    builder.add_edge(START, "sibling")
    if fail:
        builder.add_node("bad", bad)
        builder.add_edge(START, "bad")
    else:
        builder.add_node("quick", lambda s: {"x": ["quick"]})
        builder.add_edge(START, "quick")
    return builder.compile()


def test_failing_task_cancels_a_swallowing_sibling_twice() -> None:
    log: list[str] = []
    with pytest.raises(ValueError, match="boom"):
        asyncio.run(_graph(log, fail=True).ainvoke({"x": []}))
    assert log == ["cancelled", "cancelled", "returned"]


def test_step_timeout_cancels_a_swallowing_sibling_once() -> None:
    log: list[str] = []
    graph = _graph(log, fail=False)
    graph.step_timeout = 0.05
    with pytest.raises(TimeoutError):
        asyncio.run(graph.ainvoke({"x": []}))
    assert log == ["cancelled", "returned"]
