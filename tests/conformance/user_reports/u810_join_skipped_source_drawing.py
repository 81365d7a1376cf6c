# https://github.com/langchain-ai/langgraph/issues/3249 : a list-form edge add_edge(["a", "b"], "c") where a conditional edge runs only one of the sources: the run (c never runs, no error), and the drawing (edges from a join source to a target reached another way, a join edge beside a conditional one to the same node)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    log: Annotated[list, operator.add]
    route: str
def node(name):
    return lambda s: {"log": [name]}
g = StateGraph(S)
for n in "abcd":
    g.add_node(n, node(n))
g.add_conditional_edges(START, lambda s: s["route"], ["a", "b"])
g.add_edge(["a", "b"], "c"); g.add_edge("c", "d"); g.add_edge("d", END)
app = g.compile()
print(app.invoke({"log": [], "route": "a"}))
print(sorted((e.source, e.target, e.conditional) for e in app.get_graph().edges))
g2 = StateGraph(S)
for n in ("n0", "n1", "n2", "n3"):
    g2.add_node(n, node(n))
g2.add_edge(START, "n0"); g2.add_edge("n0", "n1"); g2.add_edge("n1", "n2"); g2.add_edge(["n0", "n3"], "n2")
app2 = g2.compile()
print(app2.invoke({"log": [], "route": ""}))
print(app2.get_graph().draw_mermaid())
g3 = StateGraph(S)
g3.add_node("n0", node("n0")); g3.add_node("n2", node("n2"))
g3.add_edge(START, "n0"); g3.add_edge(["n0", "n2"], "n0")
g3.add_conditional_edges("n0", lambda s: "a", {"a": END, "b": "n0"})
print(sorted((e.source, e.target, e.conditional, e.data) for e in g3.compile().get_graph().edges))
