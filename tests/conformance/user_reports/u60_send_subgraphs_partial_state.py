# get_state(subgraphs=True) while Send-spawned subgraph tasks are paused / finished
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class C(TypedDict):
    item: str
    out: Annotated[list[str], operator.add]

def work(s):
    if s["item"].startswith("ask"):
        return {"out": [f"{s['item']}={interrupt(s['item'])}"]}
    return {"out": [s["item"]]}
cb = StateGraph(C); cb.add_node("work", work); cb.add_edge(START, "work")
child = cb.compile()

class P(TypedDict):
    items: list[str]
    out: Annotated[list[str], operator.add]

pb = StateGraph(P)
pb.add_node("child", child)
pb.add_conditional_edges(START, lambda s: [Send("child", {"item": i}) for i in s["items"]], ["child"])
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"items": ["x", "ask1", "y"], "out": []}, cfg)
print(sorted(r["out"]), [i.value for i in r["__interrupt__"]])
st = g.get_state(cfg, subgraphs=True)
print(st.next, len(st.tasks))
for t in sorted(st.tasks, key=lambda t: str(t.path)):
    print(t.name, t.path[0], t.path[1] if len(t.path) > 1 else None, t.error, [i.value for i in t.interrupts], t.state.values if t.state else None, t.result)
r = g.invoke(Command(resume="A"), cfg)
print(sorted(r["out"]))
