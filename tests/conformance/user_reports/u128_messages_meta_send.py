# https://github.com/langchain-ai/langgraph/issues/5932 (round 2) : messages mode metadata for Send-spawned nodes (langgraph_triggers, path) and a node with two model calls
import operator
from typing import Annotated, TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict):
    topics: list
    out: Annotated[list, operator.add]

def route(s): return [Send("write", {"topic": t}) for t in s["topics"]]
def write(s):
    m = GenericFakeChatModel(messages=iter([AIMessage(f"about {s['topic']}", id=f"w-{s['topic']}")]))
    return {"out": [m.invoke("x").content]}
def summarize(s):
    m = GenericFakeChatModel(messages=iter([AIMessage("sum one", id="s1"), AIMessage("sum two", id="s2")]))
    a = m.invoke("a"); b2 = m.invoke("b")
    return {"out": [a.content, b2.content]}
b = StateGraph(S); b.add_node("write", write); b.add_node("summarize", summarize)
b.add_conditional_edges(START, route, ["write"]); b.add_edge("write", "summarize"); b.add_edge("summarize", END)
g = b.compile()
seen = []
for msg, meta in g.stream({"topics": ["cats"], "out": []}, stream_mode="messages"):
    seen.append((msg.content, msg.id, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_path"][:2] if meta["langgraph_path"][0] != "__pregel_push" else meta["langgraph_path"][:1] + (type(meta["langgraph_path"][1]).__name__,) + meta["langgraph_path"][2:3]))
for s in seen:
    print(s)
