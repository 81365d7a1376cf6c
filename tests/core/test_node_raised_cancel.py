"""A node that raises ``asyncio.CancelledError`` itself (nobody cancelled it)
fails the run with ``NodeCancelledError`` naming it, instead of the run ending
with its siblings' partial state; a caller's cancellation still cancels."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated

import pytest
from typing_extensions import TypedDict

from lingxigraph.errors import NodeCancelledError
from lingxigraph.graph import END, START, StateGraph


class _State(TypedDict, total=False):
    vals: Annotated[list[str], operator.add]


async def _ok(state: _State) -> _State:
    return {"vals": ["ok"]}


async def _gives_up(state: _State) -> _State:
    raise asyncio.CancelledError("raised by the node")


def _sync_gives_up(state: _State) -> _State:
    raise asyncio.CancelledError("raised by a sync node on a worker thread")


@pytest.mark.parametrize("node", [_gives_up, _sync_gives_up], ids=["async", "sync-in-thread"])
def test_node_raising_cancelled_error_fails_the_run(node: object) -> None:
    graph = (
        StateGraph(_State)
        .add_node("ok", _ok)
        .add_node("boom", node)
        .add_edge(START, "ok")
        .add_edge(START, "boom")
        .add_edge("ok", END)
        .add_edge("boom", END)
        .compile()
    )
    with pytest.raises(NodeCancelledError, match=r"^Node 'boom' raised asyncio\.CancelledError") as info:
        asyncio.run(graph.ainvoke({"vals": []}))
    assert info.value.node == "boom"
    assert isinstance(info.value.__cause__, asyncio.CancelledError)


def test_cancelling_the_caller_still_cancels_the_run() -> None:
    started = asyncio.Event()

    async def waits(state: _State) -> _State:
        started.set()
        await asyncio.sleep(30)
        return state

    graph = StateGraph(_State).add_node("waits", waits).add_edge(START, "waits").compile()

    async def main() -> None:
        run = asyncio.ensure_future(graph.ainvoke({"vals": []}))
        await started.wait()
        run.cancel()
        with pytest.raises(asyncio.CancelledError):
            await run

    asyncio.run(main())
