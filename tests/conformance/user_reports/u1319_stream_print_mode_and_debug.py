# https://github.com/langchain-ai/langgraph/pull/5187 : stream(..., print_mode=...) prints chunks of the modes asked for while the stream yields only stream_mode's; print_mode a list, a mode not streamed, with subgraphs=True; invoke(print_mode=...) printing; what goes to stdout and what the caller receives
from typing_extensions import TypedDict
from langgraph.config import get_stream_writer
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
def a(s):
    get_stream_writer()({"a": s["x"]})
    return {"x": s["x"] + 1}
def inner(s): return {"x": s["x"] * 10}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = StateGraph(S).add_node("a", a).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub").compile()
print("1", list(g.stream({"x": 1}, stream_mode="values", print_mode="updates")))
print("2", list(g.stream({"x": 1}, stream_mode="updates", print_mode=["custom", "values"])))
print("3", list(g.stream({"x": 1}, stream_mode=["updates"], print_mode="updates")))
print("4", [(ns and [n.split(":")[0] for n in ns], c) for ns, c in g.stream({"x": 1}, stream_mode="updates", print_mode="values", subgraphs=True)])
print("5", g.invoke({"x": 2}, print_mode="updates"))
print("6", g.invoke({"x": 2}, stream_mode="updates", print_mode="custom"))
