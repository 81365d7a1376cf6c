"""A context variable a node sets does not leak out of its task.

LangGraph 1.2.11 runs every node in a copy of the caller's context (its runnable
sets the node's config in one), so what a node sets is gone once it ends: the
caller and the later steps' tasks still see their own values. lingxigraph copies
the context for tasks run on worker threads and for a step's first task run on
the calling thread, but a step's lone task runs in the caller's context itself.
"""

from __future__ import annotations

import asyncio
import contextvars
import operator
from typing import Annotated, Any

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


@pytest.mark.xfail(strict=True, reason="a lone task runs in the caller's context (not a copy): what it sets leaks")
def test_a_lone_sync_task_leaks_nothing() -> None:
    token = _VAR.set("caller")
    try:
        assert _graph(_set).invoke({"log": []})["log"] == ["setter", "caller"]
        assert _VAR.get() == "caller"
    finally:
        _VAR.reset(token)


@pytest.mark.xfail(strict=True, reason="a lone task runs in the caller's context (not a copy): what it sets leaks")
def test_a_lone_async_task_leaks_nothing() -> None:
    async def main() -> tuple[list[Any], str]:
        _VAR.set("caller")
        out = await _graph(_aset).ainvoke({"log": []})
        return out["log"], _VAR.get()

    assert asyncio.run(main()) == (["setter", "caller"], "caller")
