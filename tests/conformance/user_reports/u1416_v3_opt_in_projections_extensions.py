# https://github.com/langchain-ai/langgraph/pull/8389 : stream_events(version="v3") native projections: which are always there (values, messages, lifecycle, subgraphs) and which only through run.extensions when their transformer is registered; the updates and custom projections of a two-node graph with a stream writer
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
class S(TypedDict, total=False):
    n: int
def a(s):
    get_stream_writer()({"progress": 1})
    return {"n": s["n"] + 1}
app = StateGraph(S).add_node("a", a).add_node("b", lambda s: {"n": s["n"] * 10}).add_edge(START, "a").add_edge("a", "b").compile()
run = app.stream_events({"n": 1}, version="v3")
print(sorted(run.extensions), [hasattr(run, k) for k in ("values", "messages", "lifecycle", "subgraphs")])
print([ (e["method"], e["params"]["data"]) for e in run])
print(run.output)
