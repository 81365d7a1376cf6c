# interrupt() inside a conditional-edge function (ask the human which branch to take)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

runs = []
def a(s):
    runs.append("a")
    return {"log": ["a"]}
def route(s):
    choice = interrupt("left or right?")
    return choice
b = StateGraph(S)
b.add_node("a", a); b.add_node("left", lambda s: {"log": ["L"]}); b.add_node("right", lambda s: {"log": ["R"]})
b.add_edge(START, "a"); b.add_conditional_edges("a", route, ["left", "right"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print(out, runs)
st = g.get_state(cfg)
print(st.values, st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
for ch in g.stream(Command(resume="right"), cfg, stream_mode="updates"):
    print(ch)
print(runs, g.get_state(cfg).values)
cfg2 = {"configurable": {"thread_id": "2"}}
print(list(g.stream({"log": ["x"]}, cfg2, stream_mode=["values", "updates"])))
print(list(g.stream(Command(resume="left"), cfg2, stream_mode=["values", "updates"])))
