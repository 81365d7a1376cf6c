"""A ``BaseException`` (not an ``Exception``) raised by one of a step's parallel
async tasks reaches the ``ainvoke``/``astream`` caller as itself, as in
LangGraph, not wrapped in an exception group."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal, TypedDict

import anyio
import pytest

from lingxigraph.graph import START, StateGraph


class Boom(BaseException):
    """Stands in for ``KeyboardInterrupt`` / ``SystemExit``."""


class S(TypedDict):
    log: Annotated[list[str], operator.add]


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
@pytest.mark.parametrize("how", ["ainvoke", "astream"])
def test_parallel_task_base_exception_propagates_unwrapped(
    backend: Literal["asyncio", "trio"], how: str
) -> None:
    finished: list[str] = []

    async def boom(state: S) -> dict[str, Any]:
        raise Boom("boom")

    async def other(state: S) -> dict[str, Any]:
        try:
            await anyio.sleep_forever()
        finally:
            finished.append("other")
        return {"log": ["other"]}

    g = StateGraph(S)
    g.add_node("boom", boom)
    g.add_node("other", other)
    g.add_edge(START, "boom")
    g.add_edge(START, "other")
    app = g.compile()

    async def main() -> None:
        if how == "ainvoke":
            await app.ainvoke({"log": []})
        else:
            async for _ in app.astream({"log": []}):
                pass

    with pytest.raises(Boom, match="boom"):
        anyio.run(main, backend=backend)
    assert finished == ["other"]  # the sibling was cancelled and awaited
