"""A sync node raising StopIteration in an async run (it once hung asyncio runs:
an asyncio future refuses that exception)."""

from __future__ import annotations

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    x: int


def _exhausted(state: S) -> S:
    return {"x": next(iter([]))}


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_stop_iteration_from_a_sync_node_fails_the_async_run_as_runtime_error(backend: str) -> None:
    # as LangGraph 1.2.11, whose executor hop turns it into RuntimeError from StopIteration
    graph = StateGraph(S).add_node("n", _exhausted).add_edge(START, "n").compile()

    async def main() -> None:
        with anyio.fail_after(30):
            await graph.ainvoke({"x": 1})

    with pytest.raises(RuntimeError) as info:
        anyio.run(main, backend=backend)
    assert isinstance(info.value.__cause__, StopIteration)
