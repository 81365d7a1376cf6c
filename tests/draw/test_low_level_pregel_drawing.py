"""get_graph() of a Pregel built from NodeBuilder nodes, drawn as LangGraph 1.2.11 does.

LangGraph dry-runs such a graph from an empty input: an edge goes from each node
to the nodes its writes wake, nodes whose writes wake nobody lead to ``__end__``,
and xray puts a nested Pregel's drawing in place of its node. lingxigraph drew every
node straight to ``__end__`` (found by ``u779_pregel_low_level_drawing``).
"""

from __future__ import annotations

import pytest

from lingxigraph.channels import EphemeralValue, LastValue, LastValueAfterFinish, NamedBarrierValue, Topic
from lingxigraph.pregel import NodeBuilder, Pregel


def _edges(graph: object) -> list[tuple[str, str, bool]]:
    return sorted((e.source, e.target, e.conditional) for e in graph.edges)  # type: ignore[attr-defined]


def _node(sub: str, *writes: str, **mapped: object) -> NodeBuilder:
    return NodeBuilder().subscribe_only(sub).do(lambda x: x).write_to(*writes, **mapped)  # type: ignore[arg-type]


def test_edges_follow_channel_writes_and_subscriptions() -> None:
    inner = Pregel(nodes={"i1": _node("p", "q")}, channels={"p": EphemeralValue(str), "q": LastValue(str)}, input_channels="p", output_channels="q")
    app = Pregel(
        nodes={
            "a": _node("inp", "m1", "m2"),
            "b": _node("m1", "t"),
            "c": NodeBuilder().subscribe_only("m2").do(inner).write_to("t", loop=lambda x: None),
            "d": NodeBuilder().subscribe_to("t").do(lambda d: d).write_to("out"),
            "e": _node("loop", "m1"),
        },
        channels={"inp": EphemeralValue(str), "m1": EphemeralValue(str), "m2": EphemeralValue(str), "t": Topic(str), "loop": EphemeralValue(str), "out": LastValue(str)},
        input_channels="inp",
        output_channels="out",
    )
    graph = app.get_graph()
    assert list(graph.nodes) == ["a", "b", "c", "d", "e", "__start__", "__end__"]
    assert _edges(graph) == [
        ("__start__", "a", False), ("a", "b", False), ("a", "c", False), ("b", "d", False),
        ("c", "d", False), ("c", "e", False), ("d", "__end__", False), ("e", "b", False),
    ]
    xray = app.get_graph(xray=True)
    assert list(xray.nodes) == ["a", "b", "d", "e", "__start__", "__end__", "c:i1"]
    assert ("a", "c:i1", False) in _edges(xray) and ("c:i1", "e", False) in _edges(xray)
    assert [name for name, _ in app.get_subgraphs()] == ["c"]


def test_barriers_cycles_deferred_channels_and_interrupt_marks() -> None:
    barrier = Pregel(
        nodes={"w1": _node("go", bar=lambda x: "w1"), "w2": _node("go", bar=lambda x: "w2"), "j": _node("bar", "res")},
        channels={"go": EphemeralValue(str), "bar": NamedBarrierValue(str, {"w1", "w2"}), "res": LastValue(str)},
        input_channels="go",
        output_channels="res",
        interrupt_before_nodes=["j"],
        interrupt_after_nodes=["w1", "j"],
    )
    graph = barrier.get_graph()
    assert _edges(graph) == [("__start__", "w1", False), ("__start__", "w2", False), ("j", "__end__", False), ("w1", "j", False), ("w2", "j", False)]
    assert {k: n.metadata for k, n in graph.nodes.items() if n.metadata} == {"w1": {"__interrupt": "after"}, "j": {"__interrupt": "before,after"}}

    cycle = Pregel(nodes={"loop": _node("value", "value")}, channels={"value": EphemeralValue(str)}, input_channels="value", output_channels="value")
    assert _edges(cycle.get_graph()) == [("__start__", "loop", False), ("loop", "__end__", True), ("loop", "loop", False)]

    late = Pregel(
        nodes={"s1": _node("n", "m", "late"), "fin": _node("late", "out")},
        channels={"n": EphemeralValue(int), "m": EphemeralValue(int), "late": LastValueAfterFinish(int), "out": LastValue(str)},
        input_channels="n",
        output_channels="out",
    )
    assert _edges(late.get_graph()) == [("__start__", "s1", False), ("fin", "__end__", False), ("s1", "fin", False)]


def test_an_empty_input_that_wakes_nothing_fails_as_langgraph() -> None:
    app = Pregel(nodes={"n1": _node("a", "b")}, channels={"a": EphemeralValue(str), "b": EphemeralValue(str)}, input_channels=["a"], output_channels=["b"])
    with pytest.raises(UnboundLocalError, match="deferred_nodes"):
        app.get_graph()
