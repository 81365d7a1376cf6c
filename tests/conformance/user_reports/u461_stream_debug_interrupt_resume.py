# https://github.com/langchain-ai/langgraph/pull/370 , PR 5117 : debug / tasks / checkpoints payloads across an interrupt_before and an update_state, then resume
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
g = StateGraph(S)
g.add_node("a", lambda s: {"x": s["x"] + 1})
g.add_node("b", lambda s: {"x": s["x"] * 2})
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", END)
app = g.compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
cfg = {"configurable": {"thread_id": "1"}}
def show(ev):
    p = ev["payload"]
    if ev["type"] == "checkpoint":
        return (ev["type"], ev["step"], p["values"], p["next"], p["metadata"]["source"], [(t["name"], t.get("interrupts"), "result" in t) for t in p["tasks"]], p["parent_config"] is not None)
    if ev["type"] == "task":
        return (ev["type"], ev["step"], p["name"], p["input"], p["triggers"])
    return (ev["type"], ev["step"], p["name"], p["result"], p["error"], p["interrupts"])
for ev in app.stream({"x": 1}, cfg, stream_mode="debug"):
    print(show(ev))
app.update_state(cfg, {"x": 100})
for ev in app.stream(None, cfg, stream_mode="debug"):
    print(show(ev))
print("--- tasks + checkpoints on a new input")
for mode, ev in app.stream({"x": 1}, cfg, stream_mode=["tasks", "checkpoints"]):
    print(mode, sorted(ev))
