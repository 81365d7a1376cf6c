# https://github.com/langchain-ai/langgraph/issues/1222 , #3619 , #1394 : get_graph(xray=0/1/2/True) of a parent with a two-level subgraph (conditional edges inside, interrupt_before), draw_mermaid, to_json node/edge listing, print of edges
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    messages: list
def nothing(s): return {}
def is_continue(s) -> bool:
    return bool(s["messages"])
inner = (StateGraph(S).add_node("A", nothing).add_node("B", nothing).add_edge(START, "A")
         .add_conditional_edges("A", is_continue, {True: "B", False: END}).add_edge("B", END).compile(interrupt_before=["A"]))
mid = StateGraph(S).add_node("pre", nothing).add_node("inner", inner).add_edge(START, "pre").add_edge("pre", "inner").add_edge("inner", END).compile()
g = StateGraph(S).add_node("mid", mid).add_node("post", nothing).add_edge(START, "mid").add_edge("mid", "post").add_edge("post", END).compile()
for x in [False, 1, 2, True]:
    gr = g.get_graph(xray=x)
    print("xray", x)
    print(gr.draw_mermaid())
    j = gr.to_json()
    print(sorted(n["id"] for n in j["nodes"]))
    print(sorted((e["source"], e["target"], e.get("conditional", False), e.get("data")) for e in j["edges"]))
print(inner.get_graph().draw_mermaid(with_styles=False))
