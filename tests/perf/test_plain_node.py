"""A plain function node (``def`` or ``async def`` taking its input alone) is called
by the drivers themselves (``PregelNode.plain``): no ``bound``/``aplain`` wrapper call
per run of the node, and the same outputs as through them (LangGraph's rule for what
a node returns: a runnable is invoked on the same input). Counts calls; nothing here
is timed."""

from __future__ import annotations

from typing import Any

import asyncio

import pytest
from typing_extensions import TypedDict

from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, StateGraph


class State(TypedDict, total=False):
    n: int
    via: str


def _counted_bound(graph: Any, name: str, attr: str = "bound") -> list[int]:
    node = graph.nodes[name]
    calls = [0]
    bound = getattr(node, attr)

    def counting(value: Any, task: Any) -> Any:
        calls[0] += 1
        return bound(value, task)

    setattr(node, attr, counting)
    return calls


def test_a_plain_function_node_runs_without_its_wrapper_in_a_sync_run() -> None:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"n": s["n"] + 1})
    builder.add_node("b", lambda s: {"n": s["n"] * 10})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    graph = builder.compile()
    assert graph.nodes["a"].plain is not None
    calls = _counted_bound(graph, "a")
    assert graph.invoke({"n": 1}) == {"n": 20}
    assert list(graph.stream({"n": 2}, stream_mode="values")) == [{"n": 2}, {"n": 3}, {"n": 30}]
    assert calls == [0]


def test_a_node_returning_a_runnable_still_invokes_it_on_the_same_input() -> None:
    inner = StateGraph(State)
    inner.add_node("mark", lambda s: {"via": f"inner saw {s['n']}"})
    inner.add_edge(START, "mark")
    inner.add_edge("mark", END)
    compiled = inner.compile()

    builder = StateGraph(State)
    builder.add_node("outer", lambda s: compiled)
    builder.add_edge(START, "outer")
    builder.add_edge("outer", END)
    graph = builder.compile()
    assert graph.nodes["outer"].plain is not None
    assert graph.invoke({"n": 4}) == {"n": 4, "via": "inner saw 4"}


def test_nodes_taking_more_than_their_input_keep_their_caller() -> None:
    builder = StateGraph(State)

    def with_config(state: State, config: RunnableConfig) -> dict:
        return {"via": str(config["configurable"]["who"])}

    builder.add_node("c", with_config)
    builder.add_edge(START, "c")
    graph = builder.compile()
    assert graph.nodes["c"].plain is None
    assert graph.invoke({"n": 1}, {"configurable": {"who": "me"}}) == {"n": 1, "via": "me"}


def test_a_sync_node_returning_a_coroutine_fails_as_before() -> None:
    async def later() -> dict:
        return {"n": 0}

    builder = StateGraph(State)
    builder.add_node("odd", lambda s: later())
    builder.add_edge(START, "odd")
    graph = builder.compile()
    with pytest.raises(TypeError, match="No synchronous function provided"):
        graph.invoke({"n": 1})


def test_a_plain_async_node_runs_without_its_wrapper_in_an_async_run() -> None:
    async def bump(state: State) -> dict:
        await asyncio.sleep(0)
        return {"n": state["n"] + 1}

    builder = StateGraph(State)
    builder.add_node("a", bump)
    builder.add_node("b", bump)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile()
    assert graph.nodes["a"].plain is bump
    calls = _counted_bound(graph, "a", "aplain")

    async def run() -> list[Any]:
        return [chunk async for chunk in graph.astream({"n": 1}, stream_mode="values")]

    assert asyncio.run(run()) == [{"n": 1}, {"n": 2}, {"n": 3}]
    assert asyncio.run(graph.ainvoke({"n": 5})) == {"n": 7}
    assert calls == [0]


def test_an_async_node_resolving_to_a_runnable_still_invokes_it() -> None:
    inner = StateGraph(State)
    inner.add_node("mark", lambda s: {"via": f"inner saw {s['n']}"})
    inner.add_edge(START, "mark")
    compiled = inner.compile()

    async def outer(state: State) -> Any:
        return compiled

    builder = StateGraph(State)
    builder.add_node("outer", outer)
    builder.add_edge(START, "outer")
    graph = builder.compile()
    assert asyncio.run(graph.ainvoke({"n": 3})) == {"n": 3, "via": "inner saw 3"}


def test_a_node_copied_with_another_bound_runs_that_bound() -> None:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"n": s["n"] + 1})
    builder.add_edge(START, "a")
    graph = builder.compile()
    original = graph.nodes["a"]
    replaced = original.copy({"bound": lambda value, task: {"n": -1}})
    assert replaced.plain is None and replaced.aplain is None
    graph.nodes["a"] = replaced
    assert graph.invoke({"n": 1}) == {"n": -1}
    assert original.copy({"name": "b"}).plain is original.plain
