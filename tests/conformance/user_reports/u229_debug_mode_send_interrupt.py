# https://github.com/langchain-ai/langgraph/issues/6792 , debug streaming reports : stream_mode="debug" with Send tasks, an interrupt and the resume (task / task_result / checkpoint payloads)
from typing_extensions import TypedDict
import operator
from typing import Annotated
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    out: Annotated[list, operator.add]
def w(s): return {"out": [s["v"] * 10]}
def gate(s): return {"out": [interrupt("gate?")]}
b = StateGraph(S); b.add_node("w", w); b.add_node("gate", gate)
b.add_conditional_edges(START, lambda s: [Send("w", {"v": 1}), Send("w", {"v": 2})], ["w"]); b.add_edge("w", "gate"); b.add_edge("gate", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(ev):
    p = ev["payload"]
    if ev["type"] == "checkpoint":
        return (ev["step"], "checkpoint", p["values"], p["next"], sorted((t["name"], str(t.get("interrupts"))) for t in p["tasks"]), p["metadata"]["source"])
    if ev["type"] == "task":
        return (ev["step"], "task", p["name"], str(p["input"]), p["triggers"])
    return (ev["step"], "task_result", p["name"], str(p["result"]), [str(i) for i in p["interrupts"]])
for inp in ({"out": []}, Command(resume="open")):
    evs = [show(e) for e in g.stream(inp, cfg, stream_mode="debug")]
    for e in sorted(evs, key=lambda x: (x[0], x[1], str(x[2:]))): print(e)
