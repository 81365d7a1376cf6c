# https://github.com/langchain-ai/langgraph/pull/5117 , #4796 : checkpoints / debug modes without a checkpointer, and with a checkpointer=False subgraph under subgraphs=True
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
sub = StateGraph(S).add_node("s", lambda s: {"x": s["x"] + 1}).add_edge(START, "s").compile(checkpointer=False)
g = StateGraph(S).add_node("a", lambda s: {"x": s["x"] * 2}).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub")
def show(ns, mode, d):
    if mode == "checkpoints":
        d = (d["metadata"]["source"], d["metadata"]["step"], d["values"], d["next"], sorted(d["config"]["configurable"]), d["parent_config"] is None)
    elif mode == "debug":
        d = (d["type"], d["step"], d["payload"].get("name"))
    print(tuple(n.split(":")[0] for n in ns), mode, d)
for ns, mode, d in g.compile().stream({"x": 1}, stream_mode=["checkpoints", "debug"], subgraphs=True):
    show(ns, mode, d)
print("--- with saver")
for ns, mode, d in g.compile(checkpointer=InMemorySaver()).stream({"x": 1}, {"configurable": {"thread_id": "1"}}, stream_mode=["checkpoints"], subgraphs=True):
    show(ns, mode, d)
