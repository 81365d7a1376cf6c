# https://github.com/langchain-ai/langgraph/issues/2231 , #1883 : get_graph / draw_mermaid for runnable nodes: a prep | subgraph | post sequence node with xray (is the subgraph expanded?), a function node calling a subgraph, a RunnableParallel node, a generator node; node data names in to_json
from typing import TypedDict
from langchain_core.runnables import RunnableLambda, RunnableParallel
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
sub = StateGraph(S); sub.add_node("s1", lambda s: s); sub.add_node("s2", lambda s: s); sub.add_edge(START, "s1"); sub.add_edge("s1", "s2")
subg = sub.compile(name="inner")
def calls_sub(s):
    return subg.invoke(s)
def gen(s):
    yield {"x": 1}
g = StateGraph(S)
g.add_node("seq", RunnableLambda(lambda s: s) | subg | RunnableLambda(lambda s: s))
g.add_node("fn", calls_sub)
g.add_node("par", RunnableParallel(x=RunnableLambda(lambda s: s["x"])))
g.add_node("gen", gen)
g.add_edge(START, "seq"); g.add_edge("seq", "fn"); g.add_edge("fn", "par"); g.add_edge("par", "gen")
app = g.compile()
for xray in (False, True, 1):
    gr = app.get_graph(xray=xray)
    print(xray, list(gr.nodes), [(e.source, e.target) for e in gr.edges])
print(app.get_graph(xray=True).draw_mermaid())
js = app.get_graph().to_json()
print([(n["id"], sorted(n), n.get("data") if isinstance(n.get("data"), str) else (n.get("data") or {}).get("name")) for n in js["nodes"]])
print(sorted(n for n, _ in app.get_subgraphs()))
