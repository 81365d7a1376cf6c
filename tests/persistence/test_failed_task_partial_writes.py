"""A task that fails after writing: its writes are saved with the error.

As LangGraph 1.2.11 (seen replaying user reports: a conditional-edge function raising
``KeyError``): the node's state update is already written when its router raises, and
LangGraph saves it with the error. The saved writes make the task count as done: the
thread's state shows the update, ``next`` is empty, and ``invoke(None)`` applies the
update and carries on along the node's plain edges (the router is not run again, so its
branch is not taken). A node that raises before returning saves only the error and runs
again.
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import RetryPolicy


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph(fail: dict[str, bool], *, in_router: bool, retry: bool = False) -> Any:
    def a(state: S) -> dict[str, Any]:
        if fail["on"] and not in_router:
            raise KeyError("node broke")
        return {"log": ["a"]}

    def router(state: S) -> str:
        if fail["on"] and in_router:
            raise KeyError("router broke")
        return "b"

    builder = StateGraph(S)
    policy = RetryPolicy(max_attempts=2, initial_interval=0.001, retry_on=KeyError) if retry else None
    builder.add_node("a", a, retry_policy=policy)
    builder.add_node("b", lambda state: {"log": ["b"]})
    builder.add_node("c", lambda state: {"log": ["c"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "c")
    builder.add_conditional_edges("a", router, ["b"])
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("durability", ["async", "sync", "exit"])
@pytest.mark.parametrize("retry", [False, True], ids=["once", "retried"])
def test_router_failure_saves_the_node_update(durability: str, retry: bool) -> None:
    fail = {"on": True}
    graph = _graph(fail, in_router=True, retry=retry)
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(KeyError, match="router broke"):
        graph.invoke({"log": []}, config, durability=durability)
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": ["a"]}, ())
    assert [(t.name, t.error) for t in state.tasks] == [("a", "KeyError('router broke')")]
    fail["on"] = False
    assert graph.invoke(None, config, durability=durability) == {"log": ["a", "c"]}


def test_router_failure_async() -> None:
    fail = {"on": True}
    graph = _graph(fail, in_router=True)
    config = {"configurable": {"thread_id": "t"}}

    async def run() -> Any:
        with pytest.raises(KeyError):
            await graph.ainvoke({"log": []}, config)
        fail["on"] = False
        return await graph.ainvoke(None, config)

    assert asyncio.run(run()) == {"log": ["a", "c"]}


def test_node_failure_saves_only_the_error() -> None:
    fail = {"on": True}
    graph = _graph(fail, in_router=False)
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(KeyError, match="node broke"):
        graph.invoke({"log": []}, config)
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": []}, ("a",))
    fail["on"] = False
    assert graph.invoke(None, config) == {"log": ["a", "b", "c"]}
