# https://github.com/langchain-ai/langgraph/pull/165 : the drawn Graph object's own API that tools call: first/last node, trim_first_node / trim_last_node, reid(), extend() with a prefix, remove_node, add_node / add_edge on it, to_json(with_schemas=True) keys, draw_mermaid with frontmatter_config and with_styles=False, Node / Edge copies
import json
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
b = StateGraph(S); b.add_node("a", n); b.add_node("b", n); b.add_edge(START, "a"); b.add_edge("a", "b")
g = b.compile()
gr = g.get_graph()
print(type(gr).__name__, gr.first_node().id, gr.last_node().id)
print(gr.draw_mermaid(frontmatter_config={"config": {"theme": "neutral"}}))
print(gr.draw_mermaid(with_styles=False))
js = gr.to_json(with_schemas=True)
print([(x["id"], x.get("type"), sorted(x.get("data", {})) if isinstance(x.get("data"), dict) else x.get("data")) for x in js["nodes"]])
other = g.get_graph()
first, last = gr.extend(other, prefix="copy")
print(first.id if first else None, last.id if last else None, list(gr.nodes)[:8])
print(sorted((e.source, e.target) for e in gr.edges))
g2 = g.get_graph()
g2.trim_first_node(); g2.trim_last_node()
print(list(g2.nodes), [(e.source, e.target) for e in g2.edges])
g3 = g.get_graph()
node = g3.add_node(None, "extra", metadata={"x": 1})
edge = g3.add_edge(g3.nodes["b"], node, data="lbl", conditional=True)
print(node, edge)
print(edge.copy(target="a"), node.copy(id="new"))
g3.remove_node(g3.nodes["extra"])
print(list(g3.nodes), [(e.source, e.target) for e in g3.edges])
r = g.get_graph().reid()
print(list(r.nodes), [(e.source, e.target) for e in r.edges])
