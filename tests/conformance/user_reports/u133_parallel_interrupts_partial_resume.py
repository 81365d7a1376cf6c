# https://github.com/langchain-ai/langgraph/pull/6108 , #5952 (round 2) : three parallel interrupts, partial resume map, plain resume refused, invoke(None)
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    got: Annotated[list, operator.add]

def mk(name):
    def f(s):
        return {"got": [f"{name}={interrupt(name)}"]}
    return f
b = StateGraph(S)
for n in ["a", "b", "c"]:
    b.add_node(n, mk(n)); b.add_edge(START, n)
b.add_node("join", lambda s: {"got": ["join"]}); b.add_edge(["a", "b", "c"], "join"); b.add_edge("join", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"got": []}, cfg)
print(sorted(i.value for i in r["__interrupt__"]))
ids = {i.value: i.id for i in g.get_state(cfg).interrupts}
try:
    g.invoke(Command(resume="plain"), cfg)
except Exception as e:
    print(type(e).__name__, str(e)[:120])
r = g.invoke(Command(resume={ids["a"]: 1, ids["c"]: 3}), cfg)
print(sorted(r["got"]), sorted(i.value for i in r["__interrupt__"]))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts), sorted((t.name, bool(t.interrupts)) for t in st.tasks))
r = g.invoke(None, cfg)
print(sorted(r["got"]), sorted(i.value for i in r.get("__interrupt__", [])))
r = g.invoke(Command(resume=2), cfg)
print(sorted(r["got"]), r.get("__interrupt__"))
