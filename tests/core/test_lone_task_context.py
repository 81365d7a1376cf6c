"""A context variable a node sets does not leak out of its task.

LangGraph 1.2.11 runs every node in a copy of the caller's context (its runnable
sets the node's config in one), so what a node sets is gone once it ends: the
caller and the later steps' tasks still see their own values. lingxigraph runs a
step's lone task in a copy too (on the calling thread; an async one stepped in it
by ``_run_async._in_context``), as it does tasks run on worker threads.
"""

from __future__ import annotations

import asyncio
import contextvars
import operator
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph

_VAR: contextvars.ContextVar[str] = contextvars.ContextVar("lone_task_var", default="unset")


class State(TypedDict):
    log: Annotated[list, operator.add]


def _graph(node: Any) -> Any:
    builder = StateGraph(State)
    builder.add_node("setter", node)
    builder.add_node("reader", lambda state: {"log": [_VAR.get()]})
    builder.add_edge(START, "setter")
    builder.add_edge("setter", "reader")
    return builder.compile()


def _set(state: State) -> dict[str, Any]:
    _VAR.set("set by the node")
    return {"log": ["setter"]}


async def _aset(state: State) -> dict[str, Any]:
    _VAR.set("set by the node")
    return {"log": ["setter"]}


def test_a_lone_sync_task_leaks_nothing() -> None:
    token = _VAR.set("caller")
    try:
        assert _graph(_set).invoke({"log": []})["log"] == ["setter", "caller"]
        assert _VAR.get() == "caller"
    finally:
        _VAR.reset(token)


def test_a_lone_async_task_leaks_nothing() -> None:
    async def main() -> tuple[list[Any], str]:
        _VAR.set("caller")
        out = await _graph(_aset).ainvoke({"log": []})
        return out["log"], _VAR.get()

    assert asyncio.run(main()) == (["setter", "caller"], "caller")


async def _aset_then_wait(state: State) -> dict[str, Any]:
    _VAR.set("set by the node")
    await anyio.sleep(0)  # suspends: the rest of the node runs on a later turn of the loop
    assert _VAR.get() == "set by the node"
    return {"log": ["setter"]}


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_a_lone_async_task_that_suspends_keeps_its_own_context(backend: str) -> None:
    if backend == "trio":
        pytest.importorskip("trio")

    async def main() -> tuple[list[Any], str]:
        _VAR.set("caller")
        out = await _graph(_aset_then_wait).ainvoke({"log": []})
        return out["log"], _VAR.get()

    assert anyio.run(main, backend=backend) == (["setter", "caller"], "caller")


def test_a_lone_async_task_failing_after_a_suspension_raises_its_error() -> None:
    async def fail(state: State) -> dict[str, Any]:
        await anyio.sleep(0)
        raise ValueError("node failed after awaiting")

    async def main() -> None:
        await _graph(fail).ainvoke({"log": []})

    with pytest.raises(ValueError, match="node failed after awaiting"):
        asyncio.run(main())


def test_cancelling_a_run_reaches_the_lone_task_awaiting() -> None:
    seen: list[str] = []

    async def wait_long(state: State) -> dict[str, Any]:
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            seen.append("cancelled")
            raise
        return {"log": ["late"]}

    async def main() -> None:
        await asyncio.wait_for(_graph(wait_long).ainvoke({"log": []}), timeout=0.05)

    with pytest.raises(asyncio.TimeoutError):
        asyncio.run(main())
    assert seen == ["cancelled"]
