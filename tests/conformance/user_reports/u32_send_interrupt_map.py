# https://github.com/langchain-ai/langgraph/pull/6254 tests: interrupts in Send payload tasks, resumed by map and sequentially
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class S(TypedDict):
    items: list[str]
    out: Annotated[list[str], operator.add]

runs = []
def worker(arg):
    runs.append(arg["item"])
    ans = interrupt(f"ok {arg['item']}?")
    return {"out": [f"{arg['item']}={ans}"]}

def fan(state):
    return [Send("worker", {"item": i}) for i in state["items"]]

b = StateGraph(S)
b.add_node("worker", worker)
b.add_conditional_edges(START, fan, ["worker"])
b.add_edge("worker", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": ["a", "b", "c"], "out": []}, cfg)
ints = out["__interrupt__"]
print(sorted(i.value for i in ints), sorted(runs)); runs.clear()
first = [i for i in ints if i.value == "ok b?"][0]
out = g.invoke(Command(resume={first.id: "yes"}), cfg)
print(sorted(i.value for i in out["__interrupt__"]), out["out"], sorted(runs)); runs.clear()
print(g.get_state(cfg).next, sorted(i.value for i in g.get_state(cfg).interrupts))
rest = {i.id: "later" for i in out["__interrupt__"]}
out = g.invoke(Command(resume=rest), cfg)
print(out, sorted(runs)); runs.clear()
# invoke(None) on a thread with pending interrupts
cfg2 = {"configurable": {"thread_id": "2"}}
g.invoke({"items": ["x", "y"], "out": []}, cfg2)
runs.clear()
out = g.invoke(None, cfg2)
print(sorted(i.value for i in out["__interrupt__"]), sorted(runs))
