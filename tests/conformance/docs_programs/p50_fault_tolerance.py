import operator
import time
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    log: Annotated[list[str], operator.add]

fail = {"b": True}
def a(state): return {"log": ["a"]}
def b(state):
    if fail["b"]:
        time.sleep(0.05)  # c finishes first, so its write is saved with the step (as in LangGraph)
        raise RuntimeError("b failed")
    return {"log": ["b"]}
def c(state): return {"log": ["c"]}
g = (StateGraph(State).add_node(a).add_node(b).add_node(c)
     .add_edge(START, "a").add_edge("a", "b").add_edge("a", "c").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": []}, cfg)
except RuntimeError as e:
    print("ERR", e)
s = g.get_state(cfg)
print(s.values, s.next, [(t.name, t.error is not None, repr(t.error)) for t in s.tasks])
fail["b"] = False
print(g.invoke(None, cfg))
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
