# https://github.com/langchain-ai/langgraph/issues/4969 : node metadata (add_node(metadata=...)) in get_graph nodes and draw_mermaid, a subgraph node's metadata under xray, a node named with spaces / dashes / unicode, and to_json() node data
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
sub = StateGraph(S); sub.add_node("inner step", n, metadata={"kind": "inner"}); sub.add_edge(START, "inner step")
b = StateGraph(S)
b.add_node("first-node", n, metadata={"owner": "alice", "cost": 2})
b.add_node("second node", n)
b.add_node("café", sub.compile(), metadata={"kind": "sub"})
b.add_edge(START, "first-node"); b.add_edge("first-node", "second node"); b.add_edge("second node", "café"); b.add_edge("café", END)
g = b.compile()
for x in [False, True]:
    gr = g.get_graph(xray=x)
    print([(k, v.name, v.metadata) for k, v in gr.nodes.items()])
    print(gr.draw_mermaid())
js = g.get_graph().to_json()
print([(n["id"], n["type"], n.get("data") if isinstance(n.get("data"), str) else sorted(n.get("data", {}))) for n in js["nodes"]])
print(js["edges"])
