# https://github.com/langchain-ai/langgraph/pull/3251 , round 6 #57 : get_stream_writer in a conditional-edge function producing Sends, in Send workers, in a deferred join; custom chunks with subgraphs=True and v2; custom in debug mode absent
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.config import get_stream_writer
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def route(s):
    get_stream_writer()({"routing": len(s["items"])})
    return [Send("w", {"items": [i], "out": []}) for i in s["items"]]
def w(s):
    get_stream_writer()({"w": s["items"][0]})
    return {"out": [s["items"][0]]}
def join(s):
    get_stream_writer()({"join": sorted(s["out"])})
    return {}
g = (StateGraph(S).add_node("start", lambda s: {}).add_node("w", w).add_node("join", join, defer=True)
     .add_edge(START, "start").add_conditional_edges("start", route, ["w"]).add_edge("w", "join").add_edge("join", END).compile())
chunks = list(g.stream({"items": [3, 1, 2], "out": []}, stream_mode="custom"))
print(chunks[0], sorted(map(str, chunks[1:-1])), chunks[-1])
parts = list(g.stream({"items": [5], "out": []}, stream_mode=["custom", "updates"], subgraphs=True, version="v2"))
print([(p["type"], p["ns"], p["data"]) for p in parts])
print([e["type"] for e in g.stream({"items": [5], "out": []}, stream_mode="debug")])
