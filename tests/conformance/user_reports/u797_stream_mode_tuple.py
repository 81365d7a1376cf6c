# https://github.com/langchain-ai/langgraph/issues/3005 : stream_mode given as a tuple or a set instead of a list: every chunk of those modes, but bare (only a list makes (mode, chunk) pairs); with subgraphs=True, with invoke, and with version="v2"
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.config import get_stream_writer
class S(TypedDict):
    x: Annotated[list, operator.add]
def inner(s):
    get_stream_writer()({"c": 1})
    return {"x": ["i"]}
sub = StateGraph(S); sub.add_node("inner", inner); sub.add_edge(START, "inner")
g = StateGraph(S); g.add_node("a", sub.compile()); g.add_node("b", lambda s: {"x": ["b"]}); g.add_edge(START, "a"); g.add_edge("a", "b")
app = g.compile()
def ns(c):
    return tuple(p.split(":")[0] for p in c[0]) + c[1:] if isinstance(c, tuple) and isinstance(c[0], tuple) else c
for m in (("values", "updates"), ("updates",), ("custom", "updates"), ["custom", "updates"]):
    print("==", m)
    print(list(app.stream({"x": []}, stream_mode=m)))
    print([ns(c) for c in app.stream({"x": []}, stream_mode=m, subgraphs=True)])
    print(app.invoke({"x": []}, stream_mode=m))
    print([(c["type"], c["data"]) for c in app.stream({"x": []}, stream_mode=m, version="v2")])
print(list(app.stream({"x": []}, stream_mode={"updates"})))
