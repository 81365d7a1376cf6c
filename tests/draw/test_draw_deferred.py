"""Drawing a graph with deferred nodes (``add_node(..., defer=True)``): where the
run would end while a deferred node waits, LangGraph draws a conditional edge to
the deferred node instead. The expected edge lists were printed by LangGraph
1.2.11 for the same graphs (recorded facts)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph


class State(TypedDict, total=False):
    q: str


def _nodes(builder: StateGraph, *names: str, deferred: tuple[str, ...] = ()) -> None:
    for name in names:
        builder.add_node(name, lambda s: {}, defer=name in deferred)


def two_deferred(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d1", "d2", deferred=("d1", "d2"))
    b.add_edge(START, "a")
    for target in ("t", "d1", "d2"):
        b.add_edge("a", target)


def conditional_fan(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_conditional_edges("a", lambda s: "t", ["t", "d"])
    b.add_edge("d", END)


def after_deferred(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d", "e", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "t")
    b.add_edge("a", "d")
    b.add_edge("d", "e")


def only_deferred(b: StateGraph) -> None:
    _nodes(b, "a", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "d")
    b.add_edge("d", END)


def conditional_end(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "t")
    b.add_edge("a", "d")
    b.add_edge("d", END)
    b.add_conditional_edges("t", lambda s: END, [END, "a"])


def explicit_end(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "t")
    b.add_edge("a", "d")
    b.add_edge("t", END)


def before_and_after(b: StateGraph) -> None:
    _nodes(b, "a", "t", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "t")
    b.add_edge("a", "d")
    b.add_edge("d", "t")


def unreachable_deferred(b: StateGraph) -> None:
    _nodes(b, "a", "t", "u", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "t")
    b.add_edge("a", "u")
    b.add_edge("d", END)


def conditional_entry(b: StateGraph) -> None:
    _nodes(b, "t", "d", deferred=("d",))
    b.add_conditional_edges(START, lambda s: "t", ["d", "t", END])


def loop(b: StateGraph) -> None:
    _nodes(b, "a", "b", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge("a", "d")
    b.add_conditional_edges("a", lambda s: "b", ["b", END])
    b.add_edge("b", "a")


def waiting_edge(b: StateGraph) -> None:
    _nodes(b, "a", "b", "t", "d", deferred=("d",))
    b.add_edge(START, "a")
    b.add_edge(START, "b")
    b.add_edge(["a", "b"], "d")
    b.add_edge("a", "t")


F, T = False, True
CASES: list[tuple[Callable[[StateGraph], None], list[tuple[str, str, bool]]]] = [
    (two_deferred, [("__start__", "a", F), ("a", "d1", F), ("a", "d2", F), ("a", "t", F), ("t", "d1", T),
                    ("t", "d2", T), ("d1", "__end__", F), ("d2", "__end__", F)]),
    (conditional_fan, [("__start__", "a", F), ("a", "d", T), ("a", "t", T), ("t", "d", T), ("d", "__end__", F)]),
    (after_deferred, [("__start__", "a", F), ("a", "d", F), ("a", "t", F), ("d", "e", F), ("t", "d", T),
                      ("e", "__end__", F)]),
    (only_deferred, [("__start__", "a", F), ("a", "d", F), ("d", "__end__", F)]),
    (conditional_end, [("__start__", "a", F), ("a", "d", F), ("a", "t", F), ("t", "__end__", T), ("t", "a", T),
                       ("t", "d", T), ("d", "__end__", F)]),
    (explicit_end, [("__start__", "a", F), ("a", "d", F), ("a", "t", F), ("t", "d", T), ("d", "__end__", F)]),
    (before_and_after, [("__start__", "a", F), ("a", "d", F), ("a", "t", F), ("d", "t", F), ("t", "d", T),
                        ("t", "__end__", T)]),
    (unreachable_deferred, [("__start__", "a", F), ("a", "t", F), ("a", "u", F), ("t", "__end__", F),
                            ("u", "__end__", F)]),
    (conditional_entry, [("__start__", "__end__", T), ("__start__", "d", T), ("__start__", "t", T), ("t", "d", T),
                         ("d", "__end__", F)]),
    (loop, [("__start__", "a", F), ("a", "__end__", T), ("a", "b", T), ("a", "d", F), ("b", "a", F),
            ("d", "__end__", F)]),
    (waiting_edge, [("__start__", "a", F), ("__start__", "b", F), ("a", "d", F), ("a", "t", F), ("b", "d", F),
                    ("t", "d", T), ("d", "__end__", F)]),
]


@pytest.mark.parametrize(("build", "expected"), CASES, ids=[build.__name__ for build, _ in CASES])
def test_deferred_node_edges_as_langgraph_draws_them(build, expected):
    builder = StateGraph(State)
    build(builder)
    graph = builder.compile().get_graph()
    assert [(e.source, e.target, e.conditional) for e in graph.edges] == expected


def test_deferred_mermaid_uses_dotted_arrows():
    builder = StateGraph(State)
    explicit_end(builder)
    text = builder.compile().get_graph().draw_mermaid(with_styles=False)
    assert "\tt -.-> d;\n" in text
    assert "t --> __end__" not in text
