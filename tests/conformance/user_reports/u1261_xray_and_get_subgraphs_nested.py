# https://github.com/langchain-ai/langgraph/issues/1222 : get_graph(xray=0/1/2/True) node ids and edge counts of a graph holding a subgraph that holds another (plus a subgraph invoked only inside a function), and get_subgraphs() / get_subgraphs(recurse=True) / get_subgraphs(namespace=...) names
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
leaf = StateGraph(S).add_node("l1", lambda s: {"x": 1}).add_node("l2", lambda s: {"x": 2}).add_edge(START, "l1").add_edge("l1", "l2").compile()
mid = StateGraph(S).add_node("m", lambda s: {}).add_node("leaf", leaf).add_edge(START, "m").add_conditional_edges("m", lambda s: "leaf" if s["x"] else END, ["leaf", END]).compile()
hidden = StateGraph(S).add_node("h", lambda s: {}).add_edge(START, "h").compile()
def calls(s): return hidden.invoke(s)
g = StateGraph(S).add_node("mid", mid).add_node("calls", calls).add_edge(START, "mid").add_edge("mid", "calls").compile()
for xr in [False, 1, 2, True]:
    gr = g.get_graph(xray=xr)
    print(xr, sorted(gr.nodes), len(gr.edges), sorted((e.source, e.target, e.conditional) for e in gr.edges))
print(sorted(n for n, _ in g.get_subgraphs()))
print(sorted(n for n, _ in g.get_subgraphs(recurse=True)))
print(sorted(n for n, _ in g.get_subgraphs(namespace="mid")))
print(sorted(n for n, _ in g.get_subgraphs(namespace="mid|leaf", recurse=True)))
