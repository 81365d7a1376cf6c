# https://github.com/langchain-ai/langgraph/pull/6299 : stream(version="v2") chunk shapes: a single mode, several modes, with subgraphs=True, custom and messages chunks, and an interrupt; keys of each chunk and its type/ns
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer
from langgraph.types import interrupt
class S(TypedDict):
    x: Annotated[list, operator.add]
def inner_node(s):
    get_stream_writer()({"inner": 1})
    return {"x": ["i"]}
sub = StateGraph(S); sub.add_node("inner_node", inner_node); sub.add_edge(START, "inner_node")
def ask(s):
    return {"x": [interrupt("ok?")]}
g = StateGraph(S); g.add_node("sub", sub.compile()); g.add_node("ask", ask); g.add_edge(START, "sub"); g.add_edge("sub", "ask")
app = g.compile(checkpointer=InMemorySaver())
def fmt(c):
    if isinstance(c, dict):
        return {k: (tuple(p.split(":")[0] for p in v) if k == "ns" else v) for k, v in c.items() if k != "interrupts"} | ({"interrupts": [i.value for i in c["interrupts"]]} if "interrupts" in c else {})
    return c
for i, kw in enumerate(({"stream_mode": "updates"}, {"stream_mode": ["values", "custom"]}, {"stream_mode": ["updates", "custom"], "subgraphs": True}, {"stream_mode": "values", "subgraphs": True})):
    cfg = {"configurable": {"thread_id": str(i)}}
    print("==", kw)
    for c in app.stream({"x": []}, cfg, version="v2", **kw):
        print(type(c).__name__, sorted(c) if isinstance(c, dict) else None, fmt(c))
