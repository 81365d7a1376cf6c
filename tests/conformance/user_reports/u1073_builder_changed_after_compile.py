# https://github.com/langchain-ai/langgraph/issues/4051 : a builder compiled twice (two graphs, one builder), a node / edge / branch added after compile (the warning, what each compiled graph draws and runs), and compile() with different names from one builder
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
b = StateGraph(S); b.add_node("a", n); b.add_edge(START, "a")
g1 = b.compile(name="one")
b.add_node("b", n); b.add_edge("a", "b")
g2 = b.compile(name="two")
b.add_conditional_edges("b", lambda s: END)
for g in [g1, g2]:
    print(g.name, list(g.nodes), sorted((e.source, e.target) for e in g.get_graph().edges), g.invoke({"v": 0}), g.builder is b)
print(g1.get_graph().draw_mermaid() == g2.get_graph().draw_mermaid())
