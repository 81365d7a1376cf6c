# https://github.com/langchain-ai/langgraph/pull/1420 : stream_mode="debug" over a run that interrupts in a node and is resumed: each event's type and step, task payloads (name, input, triggers), task_result payloads (name, result, error, interrupts) and checkpoint payloads (next, tasks with interrupts / results, parent_config present, metadata)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    text: str
def write(s):
    return {"text": s["text"] + " drafted"}
def review(s):
    v = interrupt({"check": s["text"]})
    return {"text": s["text"] + " " + v}
g = StateGraph(S).add_node("write", write).add_node("review", review).add_edge(START, "write").add_edge("write", "review").add_edge("review", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "d"}}
def show(inp):
    for ev in app.stream(inp, cfg, stream_mode="debug"):
        p = ev["payload"]
        if ev["type"] == "task":
            print(ev["type"], ev["step"], sorted(ev), p["name"], p["input"], p["triggers"], sorted(p))
        elif ev["type"] == "task_result":
            print(ev["type"], ev["step"], p["name"], p["result"], p["error"], [i["value"] if isinstance(i, dict) else i.value for i in p["interrupts"]], sorted(p))
        else:
            print(ev["type"], ev["step"], p["values"], p["next"], [(t["name"], t.get("error"), [i["value"] if isinstance(i, dict) else i.value for i in t["interrupts"]], t.get("result"), sorted(t)) for t in p["tasks"]], p["parent_config"] is not None, {k: v for k, v in p["metadata"].items() if k in ("source", "step", "parents")}, sorted(p))
show({"text": "essay"})
show(Command(resume="ok"))
