"""A node with both a static edge and a conditional edge to the same target.

LangGraph 1.2.11 draws it by running the graph's writers step by step: the
conditional targets are declared on a node's first run only, its static edges
on every run. The edge is drawn conditional when the node runs once, and plain
when the node is reached again (inside a cycle). Expected values were observed
with the oracle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command


class S(TypedDict):
    x: int


def _edges(nodes: str, build: Callable[[StateGraph[Any, Any, Any, Any]], None]) -> list[tuple[Any, ...]]:
    builder = StateGraph(S)
    for name in nodes:
        builder.add_node(name, lambda s: {})
    build(builder)
    graph = builder.compile().get_graph()
    return sorted((e.source, e.target, e.data, e.conditional) for e in graph.edges)


def _cycle_back_through_another_node(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_conditional_edges("b", lambda s: END, ["a", "t", END])
    g.add_conditional_edges("a", lambda s: "b", ["b"])
    g.add_edge("t", "a")


def _no_cycle(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_conditional_edges("a", lambda s: "b", ["b", "t"])
    g.add_edge("b", "t")


def _labelled_cycle(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_conditional_edges("a", lambda s: "b", {"go": "b", "stop": END})
    g.add_edge("b", "a")


def _self_loop(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge("a", "a")
    g.add_conditional_edges("a", lambda s: END, ["a", END])


def _join_in_a_cycle(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge(START, "b")
    g.add_edge(["a", "b"], "c")
    g.add_edge("c", "a")
    g.add_conditional_edges("c", lambda s: END, ["a", END])
    g.add_edge("c", "b")


def _reached_again_by_a_conditional(g: Any) -> None:
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_edge("b", "c")
    g.add_conditional_edges("a", lambda s: "b", ["b", "c"])
    g.add_conditional_edges("c", lambda s: END, ["b", END])


CASES = [
    (
        "cycle back through another node",
        "abt",
        _cycle_back_through_another_node,
        [
            ("__start__", "a", None, False),
            ("a", "b", None, False),
            ("b", "__end__", None, True),
            ("b", "a", None, True),
            ("b", "t", None, True),
            ("t", "a", None, False),
        ],
    ),
    (
        "no cycle",
        "abt",
        _no_cycle,
        [
            ("__start__", "a", None, False),
            ("a", "b", None, True),
            ("a", "t", None, True),
            ("b", "t", None, False),
            ("t", "__end__", None, False),
        ],
    ),
    (
        "labelled cycle",
        "ab",
        _labelled_cycle,
        [
            ("__start__", "a", None, False),
            ("a", "__end__", "stop", True),
            ("a", "b", None, False),
            ("b", "a", None, False),
        ],
    ),
    (
        "self loop",
        "a",
        _self_loop,
        [("__start__", "a", None, False), ("a", "__end__", None, True), ("a", "a", None, False)],
    ),
    (
        "join in a cycle",
        "abc",
        _join_in_a_cycle,
        [
            ("__start__", "a", None, False),
            ("__start__", "b", None, False),
            ("a", "c", None, False),
            ("b", "c", None, False),
            ("c", "__end__", None, True),
            ("c", "a", None, False),
            ("c", "b", None, False),
        ],
    ),
    (
        "reached again by a conditional",
        "abc",
        _reached_again_by_a_conditional,
        [
            ("__start__", "a", None, False),
            ("a", "b", None, True),
            ("a", "c", None, True),
            ("b", "c", None, False),
            ("c", "__end__", None, True),
            ("c", "b", None, True),
        ],
    ),
]


@pytest.mark.parametrize(("nodes", "build", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_static_edge_beside_a_conditional_one(nodes: str, build: Any, expected: list[Any]) -> None:
    assert _edges(nodes, build) == expected


def route_a(s: S) -> Command[Literal["b", "c"]]:
    return Command(goto="b")


def test_command_destination_beside_a_static_edge_in_a_cycle() -> None:
    builder = StateGraph(S)
    builder.add_node("a", route_a)
    builder.add_node("b", lambda s: {})
    builder.add_node("c", lambda s: {})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("c", "a")
    graph = builder.compile().get_graph()
    assert sorted((e.source, e.target, e.conditional) for e in graph.edges) == [
        ("__start__", "a", False),
        ("a", "b", False),
        ("a", "c", True),
        ("b", "c", False),
        ("c", "a", False),
    ]
    assert "\ta --> b;\n" in graph.draw_mermaid()
    assert "\ta -.-> c;\n" in graph.draw_mermaid()


@pytest.mark.parametrize(
    ("ring", "last"),
    [("a", "a"), ("ab", "b"), ("abc", "a")],
)
def test_closed_cycle_ends_from_its_last_dry_run_step(ring: str, last: str) -> None:
    # LangGraph's dry run stops after 250 steps; a lone node in that last step
    # gets a conditional edge to __end__
    builder = StateGraph(S)
    for name in ring:
        builder.add_node(name, lambda s: {})
    builder.add_edge(START, ring[0])
    for index, name in enumerate(ring):
        builder.add_edge(name, ring[(index + 1) % len(ring)])
    graph = builder.compile().get_graph()
    assert list(graph.nodes)[-1] == END
    ends = [(e.source, e.conditional) for e in graph.edges if e.target == END]
    assert ends == [(last, True)]


class _CommandRouter:
    def __call__(self, s: S) -> Command[Literal["x", "y"]]:
        return Command(goto="x")


def _optional_command(s: S) -> Command[Literal["y"]] | None:
    return Command(goto="y")


class _LiteralRouter:
    def __call__(self, s: S) -> Literal["x", "y"]:
        return "x"


def _literal_path(s: S) -> Literal["x", "y"]:
    return "x"


def _ends_from(node: Any = None, path: Any = None) -> list[str]:
    builder = StateGraph(S)
    builder.add_node("r", node if node is not None else (lambda s: {}))
    for name in "xy":
        builder.add_node(name, lambda s: {})
    builder.add_edge(START, "r")
    if path is not None:
        builder.add_conditional_edges("r", path)
    return sorted(e.target for e in builder.compile().get_graph().edges if e.source == "r")


@pytest.mark.parametrize(
    ("node", "expected"),
    [(_CommandRouter(), ["x", "y"]), (_optional_command, ["y"])],
)
def test_command_destinations_from_a_callable_object_or_a_union(node: Any, expected: list[str]) -> None:
    # LangGraph reads Command[Literal[...]] from a callable object's __call__ and from the
    # first Command of a union; before, both drew the node as a dead end
    assert _ends_from(node=node) == expected


def test_path_ends_from_a_runnable_lambda_but_not_a_callable_object() -> None:
    RunnableLambda = pytest.importorskip("langchain_core.runnables").RunnableLambda

    # LangGraph reads a path's Literal return from the function a RunnableLambda wraps,
    # never from a callable object (its ends stay unknown: an edge to END only)
    assert _ends_from(path=RunnableLambda(_literal_path)) == ["x", "y"]
    assert _ends_from(path=_LiteralRouter()) == ["__end__"]
