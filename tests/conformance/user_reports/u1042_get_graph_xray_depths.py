# https://github.com/langchain-ai/langgraph/pull/339 : get_graph(xray=0/1/2/True/False) on a three-level graph (a subgraph holding a subgraph, with a conditional edge inside the middle level): node ids, their names, edges with conditional flags and data, and first / last node
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
leaf = StateGraph(S); leaf.add_node("l1", n); leaf.add_node("l2", n)
leaf.add_edge(START, "l1"); leaf.add_edge("l1", "l2")
mid = StateGraph(S); mid.add_node("m1", n); mid.add_node("leaf", leaf.compile())
mid.add_edge(START, "m1")
mid.add_conditional_edges("m1", lambda s: "leaf" if s["v"] else END, {"leaf": "leaf", END: END})
top = StateGraph(S); top.add_node("t1", n); top.add_node("mid", mid.compile()); top.add_node("t2", n)
top.add_edge(START, "t1"); top.add_edge("t1", "mid"); top.add_edge("mid", "t2"); top.add_edge("t2", END)
g = top.compile()
for x in [False, 0, 1, 2, True, 5]:
    gr = g.get_graph(xray=x)
    print("xray", x)
    print("  nodes", [(k, v.name) for k, v in gr.nodes.items()])
    print("  edges", [(e.source, e.target, e.conditional, e.data) for e in gr.edges])
    print("  first/last", gr.first_node().id if gr.first_node() else None, gr.last_node().id if gr.last_node() else None)
