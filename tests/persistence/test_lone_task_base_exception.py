"""A ``BaseException`` that is not an ``Exception`` (``KeyboardInterrupt``,
``SystemExit``) raised by a step's lone task stops the run without being
recorded as the task's error, and the run still saves on its way out, as
LangGraph's loop does: the checkpoint of the last finished step stays, with
the stopped node next. Sync and async runs, async nodes that raise before or
after awaiting, every durability (values observed with LangGraph 1.2.11)."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class Boom(BaseException):
    """Stands in for ``KeyboardInterrupt``."""


class S(TypedDict):
    log: Annotated[list, operator.add]


def _graph(b: Any, a: Any) -> Any:
    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder.compile(checkpointer=InMemorySaver())


CONFIG = {"configurable": {"thread_id": "t"}}
# durability → checkpoints saved (durability "exit" saves only where the run stopped)
SAVED = {"exit": 1, "sync": 3, "async": 3}


def _check(app: Any, chunks: list[Any], durability: str) -> None:
    assert chunks == [{"log": []}, {"log": ["a"]}]
    state = app.get_state(CONFIG)
    assert state.values == {"log": ["a"]}
    assert state.next == ("b",)
    assert [t.error for t in state.tasks] == [None]
    assert len(list(app.get_state_history(CONFIG))) == SAVED[durability]


@pytest.mark.parametrize("durability", list(SAVED))
def test_sync_run(durability: str) -> None:
    def b(state: S) -> dict:
        raise Boom("stop")

    app = _graph(b, lambda state: {"log": ["a"]})
    chunks: list[Any] = []
    with pytest.raises(Boom):
        for chunk in app.stream({"log": []}, CONFIG, stream_mode="values", durability=durability):
            chunks.append(chunk)
    _check(app, chunks, durability)


@pytest.mark.parametrize("suspends", [False, True], ids=["at-once", "after-await"])
@pytest.mark.parametrize("durability", list(SAVED))
def test_async_run(durability: str, suspends: bool) -> None:
    async def a(state: S) -> dict:
        return {"log": ["a"]}

    async def b(state: S) -> dict:
        if suspends:
            await asyncio.sleep(0)
        raise Boom("stop")

    app = _graph(b, a)
    chunks: list[Any] = []

    async def main() -> None:
        async for chunk in app.astream({"log": []}, CONFIG, stream_mode="values", durability=durability):
            chunks.append(chunk)

    with pytest.raises(Boom):
        asyncio.run(main())
    _check(app, chunks, durability)
