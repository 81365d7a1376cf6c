# @task called from a StateGraph node, with interrupt inside the task, resume and replayed results
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import task
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

calls = []

@task
def fetch(x):
    calls.append(("fetch", x))
    return x * 10

@task
def confirm(v):
    calls.append(("confirm", v))
    return interrupt(f"confirm {v}?")

class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]

def node(state):
    a = fetch(state["x"]).result()
    ok = confirm(a).result()
    return {"log": [f"{a}:{ok}"]}

b = StateGraph(S); b.add_node("node", node); b.add_edge(START, "node"); b.add_edge("node", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in g.stream({"x": 2, "log": []}, cfg, stream_mode=["updates", "tasks"]):
    mode, d = ch
    print(mode, (d["name"], "result" in d) if mode == "tasks" else {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in d.items()})
print(calls); calls.clear()
st = g.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(g.invoke(Command(resume="yes"), cfg))
print(calls)
