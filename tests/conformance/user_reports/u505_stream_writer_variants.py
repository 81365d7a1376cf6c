# https://github.com/langchain-ai/langgraph/issues/6330 , #3772 : stream writers: writer param in a node, runtime.stream_writer, get_stream_writer in a router, in an @entrypoint's writer and a subgraph; custom without the mode requested
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
class S(TypedDict):
    x: int
def a(s, writer: StreamWriter):
    writer({"from": "a"})
    return {"x": 1}
def b(s, runtime: Runtime):
    runtime.stream_writer("from-b")
    return {"x": 2}
def route(s):
    get_stream_writer()("from-router")
    return "sub"
def inner(s):
    get_stream_writer()(["inner", s["x"]])
    return {"x": 3}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("a", a).add_node("b", b).add_node("sub", sub)
     .add_edge(START, "a").add_edge("a", "b").add_conditional_edges("b", route, ["sub"]).compile())
print(list(g.stream({"x": 0}, stream_mode="custom")))
print(list(g.stream({"x": 0}, stream_mode="custom", subgraphs=True)))
print(list(g.stream({"x": 0}, stream_mode="values")))
print(g.invoke({"x": 0}, stream_mode="custom"))
