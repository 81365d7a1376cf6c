"""``custom`` chunks of a graph streamed (or invoked with stream modes) inside a node.

As LangGraph 1.2.11 (user report langgraph#3772): a call that asks for ``custom`` itself
keeps the custom chunks of its graph, and of the graphs its nodes run, to itself; a
parent run streaming subgraphs does not get them. Without a parent streaming subgraphs,
the deeper graphs' custom chunks go nowhere. Other modes are still forwarded.
"""

from __future__ import annotations

from typing import Any

from typing_extensions import TypedDict

from lingxigraph.config import get_stream_writer
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    x: int


def _inner() -> Any:
    def deep_node(state: S) -> dict[str, Any]:
        get_stream_writer()({"deep": state["x"]})
        return {"x": state["x"] + 1}

    deep = StateGraph(S)
    deep.add_node("deep_node", deep_node)
    deep.add_edge(START, "deep_node")
    deep_graph = deep.compile()

    def inner_node(state: S) -> dict[str, Any]:
        get_stream_writer()({"inner": state["x"]})
        return {"x": deep_graph.invoke({"x": state["x"]})["x"]}

    inner = StateGraph(S)
    inner.add_node("inner_node", inner_node)
    inner.add_edge(START, "inner_node")
    return inner.compile()


def _outer(wrapper: Any) -> Any:
    outer = StateGraph(S)
    outer.add_node("w", wrapper)
    outer.add_edge(START, "w")
    return outer.compile()


def test_streamed_inner_graph_keeps_its_custom_chunks() -> None:
    inner = _inner()

    def wrapper(state: S) -> dict[str, Any]:
        get_stream_writer()({"got": list(inner.stream({"x": 1}, stream_mode="custom"))})
        return {}

    graph = _outer(wrapper)
    with_subgraphs = [(len(ns), chunk) for ns, _, chunk in graph.stream({"x": 0}, stream_mode=["custom"], subgraphs=True)]
    assert with_subgraphs == [(0, {"got": [{"inner": 1}, {"deep": 1}]})]
    assert list(graph.stream({"x": 0}, stream_mode="custom")) == [{"got": [{"inner": 1}]}]


def test_invoke_with_stream_modes_inside_a_node_returns_its_chunks() -> None:
    inner = _inner()
    seen: list[Any] = []

    def wrapper(state: S) -> dict[str, Any]:
        seen.append(inner.invoke({"x": 1}, stream_mode=["values", "custom"]))
        return {}

    graph = _outer(wrapper)
    assert list(graph.stream({"x": 0}, stream_mode="custom", subgraphs=True)) == []
    list(graph.stream({"x": 0}, stream_mode="custom"))
    assert seen == [
        [("values", {"x": 1}), ("custom", {"inner": 1}), ("custom", {"deep": 1}), ("values", {"x": 2})],
        [("values", {"x": 1}), ("custom", {"inner": 1}), ("values", {"x": 2})],
    ]


def test_inner_graph_not_asking_for_custom_forwards_it() -> None:
    inner = _inner()

    def wrapper(state: S) -> dict[str, Any]:
        list(inner.stream({"x": 1}, stream_mode="updates"))
        return {}

    graph = _outer(wrapper)
    chunks = [(len(ns), chunk) for ns, chunk in graph.stream({"x": 0}, stream_mode="custom", subgraphs=True)]
    assert chunks == [(1, {"inner": 1}), (2, {"deep": 1})]
    assert list(graph.stream({"x": 0}, stream_mode="custom")) == []
