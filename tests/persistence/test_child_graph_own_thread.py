"""A graph called inside a node with a config naming its own thread.

LangGraph 1.2.11: a config that sets ``thread_id`` (or any checkpoint key)
and is not the node's own config makes the call an independent run on that
thread: it saves under the root namespace of its own thread, where
``get_state`` finds it. The node's config (or a copy of it) keeps the call
a subgraph of the node.
"""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import START, StateGraph

DRIVERS = ["sync", "asyncio", "trio"]


class Child(TypedDict, total=False):
    count: int


class Parent(TypedDict, total=False):
    result: str


def _child(saver: Any) -> Any:
    return (
        StateGraph(Child)
        .add_node("n", lambda state: {"count": (state.get("count") or 0) + 1})
        .add_edge(START, "n")
        .compile(checkpointer=saver)
    )


def _parent(saver: Any, node: Any) -> Any:
    return StateGraph(Parent).add_node("p", node).add_edge(START, "p").compile(checkpointer=saver)


def _invoke(driver: str, graph: Any, *args: Any) -> Any:
    if driver == "sync":
        return graph.invoke(*args)

    async def run() -> Any:
        with anyio.fail_after(10):
            return await graph.ainvoke(*args)

    return anyio.run(run, backend=driver)


@pytest.mark.parametrize("shared_saver", [True, False])
@pytest.mark.parametrize("driver", DRIVERS)
def test_child_with_its_own_thread_id_keeps_its_own_history(driver: str, shared_saver: bool) -> None:
    saver = InMemorySaver()
    child = _child(saver if shared_saver else InMemorySaver())
    child_cfg = {"configurable": {"thread_id": "child"}}

    if driver == "sync":

        def node(state: Parent) -> dict[str, Any]:
            child.invoke({}, child_cfg)
            return {"result": "ok"}

    else:

        async def node(state: Parent) -> dict[str, Any]:  # type: ignore[misc]
            await child.ainvoke({}, child_cfg)
            return {"result": "ok"}

    parent = _parent(saver, node)
    parent_cfg = {"configurable": {"thread_id": "parent"}}
    _invoke(driver, parent, {"result": ""}, parent_cfg)
    first = child.get_state(child_cfg)
    assert first.values == {"count": 1}
    assert first.config["configurable"]["checkpoint_ns"] == ""
    _invoke(driver, parent, {"result": ""}, parent_cfg)
    assert child.get_state(child_cfg).values == {"count": 2}


def test_a_child_given_the_nodes_config_stays_a_subgraph() -> None:
    saver = InMemorySaver()
    child = (
        StateGraph(Child)
        .add_node("n", lambda state: {"count": (state.get("count") or 0) + 1})
        .add_edge(START, "n")
        .compile()
    )

    def node(state: Parent, config: RunnableConfig) -> dict[str, Any]:
        child.invoke({}, config)
        return {"result": "ok"}

    parent = _parent(saver, node)
    cfg = {"configurable": {"thread_id": "t"}}
    parent.invoke({"result": ""}, cfg)
    namespaces = {c.config["configurable"]["checkpoint_ns"] for c in saver.list(None)}
    assert "" in namespaces
    assert any(ns.startswith("p:") for ns in namespaces)
