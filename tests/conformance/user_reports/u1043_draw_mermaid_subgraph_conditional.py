# https://github.com/langchain-ai/langgraph/issues/593 : draw_mermaid() text for a parent whose subgraph has a conditional edge back into the subgraph's entry node and to END, drawn with xray=True, with xray=False, with with_styles=False and a custom curve style, and a node_colors/wrap_label_n_words call
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
child = StateGraph(S)
child.add_node("c_one", n); child.add_node("c_two", n)
child.add_edge(START, "c_one"); child.add_edge("c_two", "c_one")
child.add_conditional_edges("c_one", lambda s: "0" if s["v"] < 3 else "1", {"0": "c_two", "1": END})
parent = StateGraph(S)
parent.add_node("p_one", n); parent.add_node("p_two", child.compile())
parent.add_edge(START, "p_one"); parent.add_edge("p_one", "p_two"); parent.add_edge("p_two", END)
g = parent.compile()
print(g.get_graph(xray=True).draw_mermaid())
print(g.get_graph().draw_mermaid())
print(g.get_graph(xray=True).draw_mermaid(with_styles=False))
from langchain_core.runnables.graph import CurveStyle, NodeStyles
print(g.get_graph().draw_mermaid(curve_style=CurveStyle.LINEAR, node_colors=NodeStyles(first="fill:#000", last="fill:#fff", default="fill:#aaa"), wrap_label_n_words=2))
print(g.invoke({"v": 0}))
