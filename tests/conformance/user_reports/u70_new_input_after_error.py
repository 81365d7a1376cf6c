# a thread whose last run failed, given new input (pending tasks discarded) vs None (retried)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]
    n: int

state = {"fail": True}
def a(s): return {"log": [f"a{s['n']}"]}
def b(s):
    if state["fail"]:
        raise ValueError("b failed")
    return {"log": [f"b{s['n']}"]}
bd = StateGraph(S); bd.add_node("a", a); bd.add_node("b", b)
bd.add_edge(START, "a"); bd.add_edge("a", "b"); bd.add_edge("b", END)
g = bd.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": [], "n": 1}, cfg)
except ValueError as e:
    print("raised", e)
try:
    g.invoke({"log": ["new"], "n": 2}, cfg)
except ValueError as e:
    print("raised again", e, g.get_state(cfg).values)
state["fail"] = False
print(g.invoke({"log": ["third"], "n": 3}, cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
