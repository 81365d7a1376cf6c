import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    out: Annotated[list[str], operator.add]
def ask_x(state): return {"out": [f"x={interrupt('x?')}"]}
def ask_y(state): return {"out": [f"y={interrupt('y?')}"]}
sub = StateGraph(S).add_node(ask_x).add_node(ask_y).add_edge(START, "ask_x").add_edge(START, "ask_y").compile()
def pre(state): return {"out": ["pre"]}
g = StateGraph(S).add_node(pre).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"out": []}, cfg)
print(r["out"], sorted(i.value for i in r["__interrupt__"]))
s = g.get_state(cfg)
print(s.next, [(t.name, sorted(i.value for i in t.interrupts)) for t in s.tasks])
ids = {i.value: i.id for i in s.interrupts}
r = g.invoke(Command(resume={ids["x?"]: 1, ids["y?"]: 2}), cfg)
print(sorted(r["out"]), r.get("__interrupt__"))
cfg = {"configurable": {"thread_id": "2"}}
lines = []  # the two asking nodes run in parallel: compare the sorted lines
for c in g.stream({"out": []}, cfg, stream_mode=["values", "updates"], subgraphs=True, version="v2"):
    lines.append(str((c["type"], [p.split(":")[0] for p in c["ns"]], (sorted(i.value for i in c["data"]["__interrupt__"]) if "__interrupt__" in c["data"] else c["data"]) if c["type"] == "updates" else c["data"], sorted(i.value for i in c.get("interrupts", ())))))
print(sorted(lines))
