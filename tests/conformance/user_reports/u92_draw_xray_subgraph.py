# drawing a graph with a subgraph node: get_graph(xray=True/1), mermaid and node/edge lists
import operator
from typing import Annotated, TypedDict, Literal
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def s1(s) -> Command[Literal["s2", "__end__"]]:
    return Command(goto="s2")
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", lambda s: {}); sb.add_edge(START, "s1")
pb = StateGraph(S); pb.add_node("pre", lambda s: {}); pb.add_node("sub", sb.compile()); pb.add_node("post", lambda s: {})
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_conditional_edges("sub", lambda s: "post", ["post", END])
g = pb.compile()
for x in (False, True, 1):
    gr = g.get_graph(xray=x)
    print(x, sorted(gr.nodes), sorted((e.source, e.target, e.conditional) for e in gr.edges))
print(g.get_graph(xray=True).draw_mermaid())
