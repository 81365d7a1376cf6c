# https://github.com/langchain-ai/langgraph/issues/3619 , #3594 , #1394 : draw_mermaid of add_sequence chains, path_map dicts whose keys differ from node names (edge labels), a router to END only, boolean keys, to_json edge data
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
def a(s): return {}
def b(s): return {}
def c(s): return {}
def d(s): return {}
g = (StateGraph(S).add_sequence([a, b]).add_sequence([("third", c), ("fourth", d)]).add_edge(START, "a")
     .add_conditional_edges("b", lambda s: "go", {"go": "third", "stop": END, "retry": "a"})
     .add_conditional_edges("fourth", lambda s: s["x"] > 0, {True: END, False: "third"})
     .compile())
gr = g.get_graph()
print(gr.draw_mermaid())
print(sorted((e["source"], e["target"], e.get("data"), e.get("conditional", False)) for e in gr.to_json()["edges"]))
h = StateGraph(S).add_node("only", a).add_edge(START, "only").add_conditional_edges("only", lambda s: END).compile()
print(h.get_graph().draw_mermaid(with_styles=False))
print(g.invoke({"x": 1}))
