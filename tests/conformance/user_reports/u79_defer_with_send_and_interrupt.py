# deferred node reached by Send, and a deferred node that interrupts
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def fan(s): return [Send("w", {"log": [f"w{i}"]}) for i in range(2)] + [Send("summary", {"log": ["sent"]})]
def w(s): return {"log": [f"done {s['log'][-1]}"]}
def summary(s):
    ok = interrupt(f"approve {len(s['log'])} entries?")
    return {"log": [f"summary:{ok}"]}
b = StateGraph(S)
b.add_node("w", w); b.add_node("summary", summary, defer=True)
b.add_conditional_edges(START, fan, ["w", "summary"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print(sorted(out["log"]), [i.value for i in out["__interrupt__"]])
for ch in g.stream({"log": []}, {"configurable": {"thread_id": "2"}}, stream_mode="tasks"):
    if "input" in ch:
        print(ch["name"], ch["input"], ch["triggers"])
print(g.invoke(Command(resume="yes"), cfg)["log"][-1])
