from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    n: int
def a(state): return {"n": state["n"] + 1}
def b(state): return {"n": state["n"] * 2}
def c(state): return {"n": state["n"] - 1}
def route(state) -> Literal["b", "c", "__end__"]:
    return "b" if state["n"] < 3 else END
sub = StateGraph(S).add_node("inner", a).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node(a).add_node(b).add_node(c).add_node("sub", sub)
     .add_edge(START, "a").add_conditional_edges("a", route).add_conditional_edges("b", lambda s: "x" if s["n"] else "y", {"x": "c", "y": "sub"})
     .add_edge("c", END).add_edge("sub", END).compile())
gr = g.get_graph()
print(sorted(gr.nodes))
print(sorted((e.source, e.target, e.conditional, e.data) for e in gr.edges))
print(gr.draw_mermaid())
print(g.get_graph(xray=True).draw_mermaid())
print(g.invoke({"n": 0}))
