# https://github.com/langchain-ai/langgraph/issues/593 : a subgraph node returning Command(graph=PARENT, goto=...) with the parent node declaring destinations=("finish",): get_graph(xray=True) edges (inner node to parent node?), and the run
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    v: int
def hop(s):
    return Command(graph=Command.PARENT, goto="finish", update={"v": s["v"] + 1})
inner = StateGraph(S); inner.add_node("hop", hop); inner.add_edge(START, "hop")
outer = StateGraph(S)
outer.add_node("finish", lambda s: {"v": s["v"] * 10}); outer.add_node("sub", inner.compile(), destinations=("finish",))
outer.add_edge(START, "sub")
g = outer.compile()
for x in [False, True]:
    print(sorted((e.source, e.target, e.conditional) for e in g.get_graph(xray=x).edges))
print(g.get_graph(xray=True).draw_mermaid())
print(g.invoke({"v": 1}))
