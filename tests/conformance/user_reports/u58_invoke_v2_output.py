# invoke(version="v2") GraphOutput, output_keys, values with interrupts (v1 dict vs v2 object)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]
    extra: str

def a(s): return {"log": ["a"], "extra": "e"}
def ask(s): return {"log": [interrupt("q")]}
b = StateGraph(S); b.add_node("a", a); b.add_node("ask", ask)
b.add_edge(START, "a"); b.add_edge("a", "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": []}, cfg, version="v2")
print(type(r).__name__, r.value, [i.value for i in r.interrupts])
r = g.invoke(Command(resume="ans"), cfg, version="v2")
print(type(r).__name__, r.value, r.interrupts)
print(g.invoke({"log": []}, {"configurable": {"thread_id": "2"}}, output_keys="log"))
print(g.invoke({"log": []}, {"configurable": {"thread_id": "3"}}, output_keys=["extra"]))
for ch in g.stream({"log": []}, {"configurable": {"thread_id": "4"}}, version="v2", stream_mode=["values", "updates"]):
    print(ch["type"], ch["ns"], ch["data"] if ch["type"] != "updates" or "__interrupt__" not in ch["data"] else "interrupt", ch.get("interrupts") and [i.value for i in ch["interrupts"]])
