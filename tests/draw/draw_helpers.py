"""Graphs drawn by the tests in this folder.

The expected drawings in ``draw_oracle_facts.py`` were printed by LangGraph
1.2.11 for these very graphs (built with ``langgraph`` in place of
``lingxigraph``).
"""

from __future__ import annotations

from typing import Literal

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command


class S(TypedDict):
    x: int


def a(s):
    return {"x": 1}


def b(s):
    return {"x": 2}


def c(s):
    return {"x": 3}


def route(s):
    return "b"


def route_lit(s) -> Literal["b", "c", "__end__"]:
    return "b"


def route_lit_start(s) -> Literal["a", "b"]:
    return "a"


def linear(names):
    g = StateGraph(S)
    for n in names:
        g.add_node(n, a)
    g.add_edge(START, names[0])
    for x, y in zip(names, names[1:]):
        g.add_edge(x, y)
    g.add_edge(names[-1], END)
    return g.compile()


def _abc():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    return g


def chain():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_edge("b", END)
    return g.compile()


def cond_path_map():
    g = _abc()
    g.add_conditional_edges("a", route, {"go_b": "b", "go_c": "c", "done": END})
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def cond_path_list():
    g = _abc()
    g.add_conditional_edges("a", route, ["b", "c"])
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def cond_literal():
    g = _abc()
    g.add_conditional_edges("a", route_lit)
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def cond_unknown_targets():
    g = _abc()
    g.add_conditional_edges("a", route)
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def cond_from_start():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_conditional_edges(START, route_lit_start)
    g.add_edge("a", END)
    g.add_edge("b", END)
    return g.compile()


def cond_shared_target():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_conditional_edges("a", route, {"y": "b", "x": "b", "z": END})
    g.add_edge("b", END)
    return g.compile()


def cond_long_label():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_conditional_edges(
        "a", route, {"one two three four five six seven eight nine ten eleven": "b", "x": END}
    )
    g.add_edge("b", END)
    return g.compile()


def cmd_a(s) -> Command[Literal["b", "c"]]:
    return Command(goto="b")


def cmd_plain(s):
    return Command(goto="b")


def command_literal():
    g = StateGraph(S)
    g.add_node("a", cmd_a)
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def command_destinations_tuple():
    g = StateGraph(S)
    g.add_node("a", cmd_plain, destinations=("b", "c", END))
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge("b", END)
    return g.compile()


def command_destinations_dict():
    g = StateGraph(S)
    g.add_node("a", cmd_plain, destinations={"b": "to b", "c": "to c"})
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge("b", END)
    g.add_edge("c", END)
    return g.compile()


def join():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge(START, "b")
    g.add_edge(["a", "b"], "c")
    g.add_edge("c", END)
    return g.compile()


def join_unreachable_source():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("b", b)
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge(["a", "b"], "c")
    g.add_edge("c", END)
    return g.compile()


def sorted_edges():
    g = StateGraph(S)
    for n in ["Z", "B", "A", "C"]:
        g.add_node(n, a)
    g.add_edge(START, "Z")
    g.add_edge("Z", "B")
    g.add_edge("Z", "A")
    g.add_edge("B", END)
    g.add_edge("A", "C")
    g.add_edge("C", END)
    return g.compile()


def agent_loop():
    g = StateGraph(S)
    g.add_node("agent", a)
    g.add_node("tools", b)
    g.add_edge(START, "agent")
    g.add_conditional_edges("agent", route, {"continue": "tools", "end": END})
    g.add_edge("tools", "agent")
    return g.compile()


def self_loop():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_edge(START, "a")
    g.add_conditional_edges("a", route, ["a", END])
    return g.compile()


def metadata_defer_interrupts():
    g = StateGraph(S)
    g.add_node("a", a, metadata={"k": "v", "n": 1}, defer=True)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_edge("b", END)
    return g.compile(checkpointer=InMemorySaver(), interrupt_before=["a", "b"], interrupt_after=["a"])


def odd_names():
    names = ["my node", "_priv_", "*star*", "x[1]", "a^b", "\u00fc", "`tick`", "node-2", "N.3"]
    g = StateGraph(S)
    for n in names:
        g.add_node(n, a)
    g.add_edge(START, names[0])
    for x, y in zip(names, names[1:]):
        g.add_edge(x, y)
    g.add_edge(names[-1], END)
    return g.compile()


def error_handler(s, err=None):
    return {}


def with_error_handler():
    g = StateGraph(S)
    g.add_node("a", a, error_handler=error_handler)
    g.add_node("b", b)
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_edge("b", END)
    return g.compile()


def subgraph():
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("child", linear(["s1", "s2"]))
    g.add_node("c", c)
    g.add_edge(START, "a")
    g.add_edge("a", "child")
    g.add_edge("child", "c")
    g.add_edge("c", END)
    return g.compile()


def subgraph_conditional():
    inner = StateGraph(S)
    inner.add_node("s1", a)
    inner.add_node("s2", b)
    inner.add_edge(START, "s1")
    inner.add_conditional_edges("s1", route, ["s2", END])
    inner.add_edge("s2", END)
    g = StateGraph(S)
    g.add_node("a", a)
    g.add_node("child", inner.compile())
    g.add_edge(START, "a")
    g.add_conditional_edges("a", route, {"x": "child", "y": END})
    g.add_edge("child", END)
    return g.compile()


def subgraph_branching_start():
    inner = StateGraph(S)
    inner.add_node("s1", a)
    inner.add_node("s2", b)
    inner.add_conditional_edges(START, route, ["s1", "s2"])
    inner.add_edge("s1", END)
    inner.add_edge("s2", END)
    g = StateGraph(S)
    g.add_node("child", inner.compile())
    g.add_node("z", a)
    g.add_edge(START, "child")
    g.add_edge("child", "z")
    g.add_edge("z", END)
    return g.compile()


def nested_subgraphs():
    middle = StateGraph(S)
    middle.add_node("s1", a)
    middle.add_node("inner2", linear(["d1", "d2"]))
    middle.add_node("s3", a)
    middle.add_edge(START, "s1")
    middle.add_edge("s1", "inner2")
    middle.add_edge("inner2", "s3")
    middle.add_edge("s3", END)
    g = StateGraph(S)
    g.add_node("top", a)
    g.add_node("child", middle.compile())
    g.add_edge(START, "top")
    g.add_edge("top", "child")
    g.add_edge("child", END)
    return g.compile()


def two_subgraphs():
    g = StateGraph(S)
    g.add_node("p", linear(["p1", "p2"]))
    g.add_node("q", linear(["q1"]))
    g.add_edge(START, "p")
    g.add_edge("p", "q")
    g.add_edge("q", END)
    return g.compile()


def subgraph_loop():
    g = StateGraph(S)
    g.add_node("p", linear(["p1", "p2"]))
    g.add_node("t", a)
    g.add_edge(START, "p")
    g.add_conditional_edges("p", route, {"again": "p", "t": "t"})
    g.add_edge("t", END)
    return g.compile()


def command_to_subgraph():
    def go(s) -> Command[Literal["child", "__end__"]]:
        return Command(goto="child")

    g = StateGraph(S)
    g.add_node("go", go)
    g.add_node("child", linear(["s1", "s2"]))
    g.add_edge(START, "go")
    g.add_edge("child", END)
    return g.compile()


INNER = linear(["i1", "i2"])


def calls_inner(s):
    return INNER.invoke(s)


def subgraph_called_from_function():
    inner = linear(["k1", "k2"])

    def f(s):
        return inner.invoke(s)

    g = StateGraph(S)
    g.add_node("g", calls_inner)
    g.add_node("f", f)
    g.add_edge(START, "g")
    g.add_edge("g", "f")
    g.add_edge("f", END)
    return g.compile()


def duplicate_subgraph_names():
    middle = StateGraph(S)
    middle.add_node("x1", a)
    middle.add_node("inner", linear(["i1", "i2"]))
    middle.add_edge(START, "x1")
    middle.add_edge("x1", "inner")
    middle.add_edge("inner", END)
    g = StateGraph(S)
    g.add_node("p", middle.compile())
    g.add_node("inner", linear(["j1", "j2"]))
    g.add_edge(START, "p")
    g.add_edge("p", "inner")
    g.add_edge("inner", END)
    return g.compile()


# name -> xray levels the facts were recorded for
GRAPHS = {
    "chain": (chain, [False]),
    "cond_path_map": (cond_path_map, [False]),
    "cond_path_list": (cond_path_list, [False]),
    "cond_literal": (cond_literal, [False]),
    "cond_unknown_targets": (cond_unknown_targets, [False]),
    "cond_from_start": (cond_from_start, [False]),
    "cond_shared_target": (cond_shared_target, [False]),
    "cond_long_label": (cond_long_label, [False]),
    "command_literal": (command_literal, [False]),
    "command_destinations_tuple": (command_destinations_tuple, [False]),
    "command_destinations_dict": (command_destinations_dict, [False]),
    "join": (join, [False]),
    "join_unreachable_source": (join_unreachable_source, [False]),
    "sorted_edges": (sorted_edges, [False]),
    "agent_loop": (agent_loop, [False]),
    "self_loop": (self_loop, [False]),
    "metadata_defer_interrupts": (metadata_defer_interrupts, [False]),
    "odd_names": (odd_names, [False]),
    "with_error_handler": (with_error_handler, [False]),
    "subgraph": (subgraph, [False, True]),
    "subgraph_conditional": (subgraph_conditional, [False, True]),
    "subgraph_branching_start": (subgraph_branching_start, [False, True]),
    "nested_subgraphs": (nested_subgraphs, [False, True, 1, 2]),
    "two_subgraphs": (two_subgraphs, [False, True]),
    "subgraph_loop": (subgraph_loop, [False, True]),
    "command_to_subgraph": (command_to_subgraph, [False, True]),
    "subgraph_called_from_function": (subgraph_called_from_function, [False, True]),
}
