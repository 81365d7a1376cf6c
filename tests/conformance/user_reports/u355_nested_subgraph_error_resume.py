# https://github.com/langchain-ai/langgraph/issues/1695 , #4523 : an error two subgraph levels deep: get_state(subgraphs=True) shows each level's task error, invoke(None) from the root resumes at the failing inner node
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
state = {"fail": True, "runs": []}
def mk(name):
    def f(s):
        state["runs"].append(name)
        if name == "deep2" and state["fail"]:
            raise KeyError("deep2 missing")
        return {"log": [name]}
    return f
d = StateGraph(S); d.add_node("deep1", mk("deep1")); d.add_node("deep2", mk("deep2")); d.add_edge(START, "deep1"); d.add_edge("deep1", "deep2")
m = StateGraph(S); m.add_node("mid1", mk("mid1")); m.add_node("deep", d.compile()); m.add_edge(START, "mid1"); m.add_edge("mid1", "deep")
r = StateGraph(S); r.add_node("top", mk("top")); r.add_node("mid", m.compile()); r.add_edge(START, "top"); r.add_edge("top", "mid")
g = r.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": []}, cfg)
except KeyError as e:
    print("raised", repr(e))
def walk(snap, depth=0):
    print("  " * depth, snap.values, snap.next, [(t.name, repr(t.error)) for t in snap.tasks])
    for t in snap.tasks:
        if t.state is not None and hasattr(t.state, "values"):
            walk(t.state, depth + 1)
walk(g.get_state(cfg, subgraphs=True))
state["fail"] = False
state["runs"].clear()
print(g.invoke(None, cfg), state["runs"])
