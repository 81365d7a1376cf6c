# https://github.com/langchain-ai/langgraph/issues/5369 , https://github.com/langchain-ai/langgraph/pull/6130 : drawing graphs whose deferred nodes sit in loops: a deferred entry node routing to itself or on, two deferred self-loops fed by one router, a deferred aggregator inside a retry cycle; the edges (conditional or not, labels) and the mermaid text
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    n: int
def edges(g):
    return sorted((e.source, e.target, e.conditional, e.data) for e in g.compile().get_graph().edges)
g1 = StateGraph(S)
g1.add_node("plan", lambda s: {}, defer=True); g1.add_node("act", lambda s: {})
g1.add_edge(START, "plan"); g1.add_conditional_edges("plan", lambda s: "again", {"again": "plan", "go": "act"})
print(edges(g1))
g2 = StateGraph(S)
for n in ("route", "left", "right"):
    g2.add_node(n, lambda s: {}, defer=True)
g2.add_edge(START, "route"); g2.add_edge("left", "left"); g2.add_edge("right", "right")
g2.add_conditional_edges("route", lambda s: "l", {"l": "left", "r": "right"})
print(edges(g2))
g3 = StateGraph(S)
g3.add_node("split", lambda s: {}); g3.add_node("a", lambda s: {}); g3.add_node("b", lambda s: {}); g3.add_node("b2", lambda s: {})
g3.add_node("merge", lambda s: {}, defer=True); g3.add_node("check", lambda s: {})
g3.add_edge(START, "split"); g3.add_edge("split", "a"); g3.add_edge("split", "b"); g3.add_edge("b", "b2")
g3.add_edge("a", "merge"); g3.add_edge("b2", "merge"); g3.add_edge("merge", "check")
g3.add_conditional_edges("check", lambda s: "done", {"retry": "split", "done": END})
print(edges(g3))
print(g1.compile().get_graph().draw_mermaid())
