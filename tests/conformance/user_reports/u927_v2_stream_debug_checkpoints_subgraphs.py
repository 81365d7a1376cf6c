# https://github.com/langchain-ai/langgraph/pull/5117 : stream(version="v2") with stream_mode=["tasks", "checkpoints"] and subgraphs=True over a parent with a subgraph node: each chunk's type, namespace and data keys, the task chunks' name/triggers, task results' name/result, and checkpoint chunks' next
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
sub = StateGraph(S).add_node("inner", lambda s: {"v": s["v"] * 10}).add_edge(START, "inner").compile()
app = StateGraph(S).add_node("first", lambda s: {"v": s["v"] + 1}).add_node("sub", sub).add_edge(START, "first").add_edge("first", "sub").add_edge("sub", END).compile(checkpointer=InMemorySaver())
for ch in app.stream({"v": 1}, {"configurable": {"thread_id": "1"}}, stream_mode=["tasks", "checkpoints"], subgraphs=True, version="v2"):
    d = ch["data"]
    extra = (d["name"], d.get("triggers"), d.get("result")) if ch["type"] == "tasks" else (d["next"], d["values"], d["metadata"]["step"])
    print(ch["type"], [n.split(":")[0] for n in ch["ns"]], sorted(ch), sorted(d), extra)
