# https://github.com/langchain-ai/langgraph/issues/4788 , #4394 , #4597 , #1394 : draw_mermaid with conditional edges (Literal, path_map dict, list, lambda) and END, subgraph xray
import operator
from typing import Annotated, Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langchain_core.runnables import RunnablePassthrough

class State(TypedDict):
    aggregate: Annotated[list, operator.add]
def a(s): return {"aggregate": ["A"]}
def b(s): return {"aggregate": ["B"]}
def c(s): return {"aggregate": ["C"]}
def route(s) -> Literal["b", "c"]:
    return "c" if len(s["aggregate"]) < 7 else "b"
g = StateGraph(State); g.add_node(a); g.add_node(b); g.add_node(c)
g.add_edge(START, "a"); g.add_conditional_edges("a", route); g.add_edge("b", "a"); g.add_edge("c", END)
print(g.compile().get_graph().draw_mermaid())
g2 = StateGraph(State); g2.add_node("Search Files", a); g2.add_node("File Search Tools", b); g2.add_node("Summarise Files", c)
g2.add_edge(START, "Search Files")
g2.add_conditional_edges("Search Files", lambda s: "x", ["File Search Tools", "Summarise Files"])
g2.add_edge("File Search Tools", "Search Files"); g2.add_edge("Summarise Files", END)
print(g2.compile().get_graph().draw_mermaid())
g3 = StateGraph(dict); g3.set_entry_point("entry")
for n in ("entry", "A", "B", "reduce_middle_step"): g3.add_node(n, RunnablePassthrough())
g3.add_edge("entry", "A"); g3.add_edge("A", "B"); g3.add_edge("B", "reduce_middle_step")
g3.add_conditional_edges("reduce_middle_step", lambda s: END)
print(g3.compile().get_graph().draw_mermaid())
g4 = StateGraph(State); g4.add_node(a); g4.add_node(b); g4.add_node(c)
g4.add_edge(START, "a"); g4.add_conditional_edges("a", lambda s: "X", {"X": "b", "Y": "c", "Z": END}); g4.add_edge(["b", "c"], END)
sub = g4.compile()
p = StateGraph(State); p.add_node("sub", sub); p.add_node(a); p.add_edge(START, "sub"); p.add_edge("sub", "a"); p.set_finish_point("a")
pg = p.compile()
print(pg.get_graph(xray=True).draw_mermaid())
print(pg.get_graph().draw_mermaid(with_styles=False))
print(pg.get_graph(xray=1).to_json()["edges"][:4])
