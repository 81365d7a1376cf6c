"""`builder.nodes[name].runnable` holds what LangGraph keeps there: a function node
wrapped in a `RunnableCallable` named after the node; runnables and compiled
graphs as given. A compiled node made from an async function refuses a sync
`invoke` with LangGraph's message."""

from __future__ import annotations

import asyncio
import functools

import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._runnable import RunnableCallable
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    x: int


def inc(s: S) -> dict:
    return {"x": s["x"] + 1}


async def ainc(s: S) -> dict:
    return {"x": s["x"] + 10}


class Doubler:
    def __call__(self, s: S) -> dict:
        return {"x": s["x"] * 2}


def add(s: S, k: int) -> dict:
    return {"x": s["x"] + k}


def _builder() -> StateGraph:
    builder = StateGraph(S)
    builder.add_node("renamed", inc)
    builder.add_node("ainc", ainc)
    builder.add_node("double", Doubler())
    builder.add_node("lam", lambda s: {"x": 0})
    builder.add_node("part", functools.partial(add, k=5))
    builder.add_edge(START, "renamed")
    return builder


def test_function_nodes_are_wrapped_and_named_after_the_node():
    nodes = _builder().nodes
    for name in ("renamed", "ainc", "double", "lam", "part"):
        runnable = nodes[name].runnable
        assert type(runnable) is RunnableCallable
        assert runnable.name == name
    assert nodes["renamed"].runnable.func is inc and nodes["renamed"].runnable.afunc is None
    assert nodes["ainc"].runnable.func is None and nodes["ainc"].runnable.afunc is ainc
    assert isinstance(nodes["double"].runnable.func, Doubler)
    assert nodes["renamed"].action is inc  # the node as given stays reachable


def test_wrapped_runnable_invokes_the_function():
    nodes = _builder().nodes
    assert nodes["renamed"].runnable.invoke({"x": 1}) == {"x": 2}
    assert nodes["part"].runnable.invoke({"x": 1}) == {"x": 6}
    assert asyncio.run(nodes["ainc"].runnable.ainvoke({"x": 1})) == {"x": 11}
    with pytest.raises(TypeError, match='No synchronous function provided to "ainc"'):
        nodes["ainc"].runnable.invoke({"x": 1})


def test_runnables_and_subgraphs_are_kept_as_given():
    sub = StateGraph(S)
    sub.add_node("inner", inc)
    sub.add_edge(START, "inner")
    compiled_sub = sub.compile()
    mine = RunnableCallable(inc, name="custom")
    builder = StateGraph(S)
    builder.add_node("sub", compiled_sub)
    builder.add_node("mine", mine)
    assert builder.nodes["sub"].runnable is compiled_sub
    assert builder.nodes["mine"].runnable is mine


def test_graph_runs_the_same_with_wrapped_nodes():
    builder = StateGraph(S)
    builder.add_node("a", inc)
    builder.add_node("b", Doubler())
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile()
    assert graph.invoke({"x": 1}) == {"x": 4}
    assert builder.nodes["a"].runnable.func is inc


def test_compiled_async_node_refuses_sync_invoke():
    builder = StateGraph(S)
    builder.add_node("ainc", ainc)
    builder.add_edge(START, "ainc")
    graph = builder.compile()
    with pytest.raises(TypeError, match='No synchronous function provided to "ainc"'):
        graph.nodes["ainc"].invoke({"x": 1})
    assert asyncio.run(graph.nodes["ainc"].ainvoke({"x": 1})) == {"x": 11}


def test_unnamed_runnable_node_takes_its_get_name() -> None:
    # LangGraph names a runnable given alone by ``get_name()``: a parallel's name
    # lists its keys (``name`` is None on it)
    lc = pytest.importorskip("langchain_core.runnables")
    builder = StateGraph(S)
    builder.add_node(lc.RunnableParallel(x=lambda s: 5))
    builder.add_node(lc.RunnableLambda(inc))
    builder.add_node(lc.RunnableLambda(inc, name="custom"))
    assert list(builder.nodes) == ["RunnableParallel<x>", "inc", "custom"]
    graph = builder.add_edge(START, "RunnableParallel<x>").compile()
    assert list(graph.stream({"x": 1})) == [{"RunnableParallel<x>": {"x": 5}}]
