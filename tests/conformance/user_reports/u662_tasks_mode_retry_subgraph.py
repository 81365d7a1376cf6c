# https://github.com/langchain-ai/langgraph/pull/1695 , #6073 (PR 6095) : tasks and debug modes with subgraphs=True while a subgraph node fails once under a RetryPolicy; what the parent and the subgraph report per attempt
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
n = {"x": 0}
class S(TypedDict):
    v: str
def x(s):
    n["x"] += 1
    if n["x"] == 1:
        raise ConnectionError("once")
    return {"v": s["v"] + "x"}
sub = StateGraph(S).add_node("x", x, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False)).add_edge(START, "x").compile()
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile()
for ns, mode, d in g.stream({"v": ""}, stream_mode=["tasks", "updates"], subgraphs=True):
    if mode == "tasks":
        d = (d["name"], "start" if "input" in d else ("result", d["result"], d["error"]))
    print(tuple(p.split(":")[0] for p in ns), mode, d)
n["x"] = 0
for ns, d in g.stream({"v": ""}, stream_mode="debug", subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), d["type"], d["step"], d["payload"].get("name"), d["payload"].get("error") if d["type"] == "task_result" else "")
