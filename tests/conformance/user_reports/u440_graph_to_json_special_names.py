# https://github.com/langchain-ai/langgraph/issues/593 , draw reports : mermaid and to_json of nodes with spaces / dashes / unicode names, node metadata, a subgraph with a name, curve style and node colors
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langchain_core.runnables.graph import CurveStyle, NodeStyles

class S(TypedDict):
    v: int
sub = StateGraph(S).add_node("inner step", lambda s: {}).add_edge(START, "inner step").compile(name="my sub")
b = StateGraph(S)
b.add_node("first node", lambda s: {}, metadata={"kind": "x", "n": 1})
b.add_node("sec-ond", lambda s: {})
b.add_node("drítt", lambda s: {})
b.add_node("sub", sub)
b.add_edge(START, "first node"); b.add_edge("first node", "sec-ond"); b.add_conditional_edges("sec-ond", lambda s: "drítt", ["drítt", "sub"]); b.add_edge("drítt", END); b.add_edge("sub", END)
g = b.compile()
dg = g.get_graph()
print(dg.draw_mermaid())
print(g.get_graph(xray=True).draw_mermaid(curve_style=CurveStyle.BASIS, node_colors=NodeStyles(first="fill:#fff", last="fill:#000", default="fill:#aaa")))
j = dg.to_json()
print([(n["id"], n.get("type"), n.get("metadata")) for n in j["nodes"]])
print(j["edges"])
