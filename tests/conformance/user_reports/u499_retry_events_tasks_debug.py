# https://github.com/langchain-ai/langgraph/issues/6027 , PR 5117 : tasks and debug stream events for a node retried by RetryPolicy (one start event? one result?), custom chunks written by failed attempts
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.config import get_stream_writer
class S(TypedDict):
    x: int
n = {"c": 0}
def flaky(s):
    n["c"] += 1
    get_stream_writer()(f"attempt {n['c']}")
    if n["c"] < 3:
        raise ConnectionError("retry me")
    return {"x": s["x"] + n["c"]}
g = StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0, jitter=False)).add_edge(START, "flaky").compile()
for mode, e in g.stream({"x": 0}, stream_mode=["tasks", "custom", "updates", "debug"]):
    if mode == "debug":
        e = (e["type"], e["step"], e["payload"].get("name"), e["payload"].get("error"), e["payload"].get("result"))
    elif mode == "tasks":
        e = {k: v for k, v in e.items() if k != "id"}
    print(mode, e)
