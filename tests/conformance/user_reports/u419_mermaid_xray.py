# https://github.com/langchain-ai/langgraph/issues/7653 , draw reports : get_graph(xray=True / 1 / 2 / False).draw_mermaid() of a graph with a two-level subgraph, conditional edges with a path map, a Send router, a deferred node
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict):
    v: str
inner = StateGraph(S).add_node("i1", lambda s: {}).add_node("i2", lambda s: {}).add_edge(START, "i1").add_conditional_edges("i1", lambda s: "i2", {"i2": "i2", "stop": END}).compile()
mid = StateGraph(S).add_node("m1", lambda s: {}).add_node("inner", inner).add_edge(START, "m1").add_edge("m1", "inner").add_edge("inner", END).compile()
def route(s) -> Literal["mid", "other"]:
    return "mid"
def fan(s):
    return [Send("worker", s)]
b = StateGraph(S)
b.add_node("start", lambda s: {}); b.add_node("mid", mid); b.add_node("other", lambda s: {}); b.add_node("worker", lambda s: {}); b.add_node("final", lambda s: {}, defer=True)
b.add_edge(START, "start"); b.add_conditional_edges("start", route); b.add_conditional_edges("other", fan, ["worker"]); b.add_edge("mid", "final"); b.add_edge("worker", "final"); b.add_edge("final", END)
g = b.compile()
for xr in (False, True, 1, 2):
    print("xray", xr)
    print(g.get_graph(xray=xr).draw_mermaid())
print(g.get_graph(xray=True).draw_mermaid(with_styles=False))
