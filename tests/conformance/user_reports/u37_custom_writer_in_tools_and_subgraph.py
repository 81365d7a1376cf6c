# https://github.com/langchain-ai/langgraph/issues/3772 and #4718: custom / updates chunks from a graph invoked inside a node
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter

class S(TypedDict):
    x: int

def inner_node(state, writer: StreamWriter):
    writer({"inner": state["x"]})
    return {"x": state["x"] + 1}

ib = StateGraph(S); ib.add_node("inner_node", inner_node); ib.add_edge(START, "inner_node")
inner = ib.compile()

def wrapper(state):
    get_stream_writer()({"wrapper": "before"})
    chunks = list(inner.stream({"x": state["x"]}, stream_mode=["updates", "custom"]))
    get_stream_writer()({"wrapper": "after", "n": len(chunks)})
    return {"x": inner.invoke({"x": state["x"]})["x"] * 10}

ob = StateGraph(S); ob.add_node("wrapper", wrapper); ob.add_edge(START, "wrapper")
outer = ob.compile()
for sg in (False, True):
    for ch in outer.stream({"x": 1}, stream_mode=["custom", "updates"], subgraphs=sg):
        print(sg, ch if not sg else (len(ch[0]), ch[1], ch[2]))
print(list(outer.stream({"x": 1}, stream_mode="custom")))
