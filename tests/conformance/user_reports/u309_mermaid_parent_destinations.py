# https://github.com/langchain-ai/langgraph/issues/7653 : drawing a subgraph node whose inner node does Command(graph=PARENT, goto=...), with and without destinations=, xray
from typing import Literal, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict):
    v: str

def node_a(state) -> Command:
    return Command(graph=Command.PARENT, goto="node_b" if state["v"] else "node_c", update={"v": "a"})
ib = StateGraph(S); ib.add_node("node_a", node_a); ib.add_edge(START, "node_a")
inner = ib.compile()
def annotated(state) -> Command[Literal["node_b"]]:
    return Command(graph=Command.PARENT, goto="node_b")
ab = StateGraph(S); ab.add_node("node_a", annotated); ab.add_edge(START, "node_a")
try:
    ab.compile()
except ValueError as e:
    print("annotated with parent destinations:", e)
for dest in (None, ("node_b", "node_c"), {"node_b": "yes", "node_c": "no"}):
    b = StateGraph(S)
    if dest is None:
        b.add_node("my_subgraph", inner)
    else:
        b.add_node("my_subgraph", inner, destinations=dest)
    b.add_node("node_b", lambda s: {"v": s["v"] + "b"}); b.add_node("node_c", lambda s: {"v": s["v"] + "c"})
    b.add_edge(START, "my_subgraph"); b.add_edge("node_b", END); b.add_edge("node_c", END)
    g = b.compile()
    for xray in (False, True):
        print("dest", dest, "xray", xray)
        print(g.get_graph(xray=xray).draw_mermaid())
    print(g.invoke({"v": "x"}), g.invoke({"v": ""}))
