# https://github.com/langchain-ai/langgraph/pull/339 : drawn node metadata for compile(interrupt_before=[...], interrupt_after=[...]) (one node both), interrupt_before="*", a deferred node, and how draw_mermaid shows them; a subgraph compiled with its own interrupts drawn with xray
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
def build():
    b = StateGraph(S)
    b.add_node("a", n); b.add_node("b", n); b.add_node("c", n); b.add_node("late", n, defer=True)
    b.add_edge(START, "a"); b.add_edge(START, "b"); b.add_edge("a", "c"); b.add_edge(["b", "c"], "late")
    return b
for kw in [dict(interrupt_before=["a", "c"], interrupt_after=["c"]), dict(interrupt_before="*"), dict(interrupt_after="*"), {}]:
    g = build().compile(checkpointer=InMemorySaver(), **kw)
    gr = g.get_graph()
    print(kw, [(k, v.metadata) for k, v in gr.nodes.items()])
print(build().compile(interrupt_before=["a"], interrupt_after=["c"]).get_graph().draw_mermaid())
inner = StateGraph(S); inner.add_node("x", n); inner.add_edge(START, "x")
outer = StateGraph(S); outer.add_node("sub", inner.compile(interrupt_before=["x"])); outer.add_edge(START, "sub")
gr = outer.compile(checkpointer=InMemorySaver()).get_graph(xray=True)
print([(k, v.metadata) for k, v in gr.nodes.items()])
