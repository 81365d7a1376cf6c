# https://github.com/langchain-ai/langgraph/issues/2529 , https://github.com/langchain-ai/langgraph/issues/3003 : a node inside a subgraph raises: the exception the caller sees (type, args), the parent's get_state (next, tasks' error), get_state(subgraphs=True) for the failed subgraph (its saved values and next), the history of both namespaces, then invoke(None) after the fault is gone (which subgraph nodes run again)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = {"s1": 0, "s2": 0}
broken = {"on": True}
class Boom(Exception):
    pass
def s1(s):
    runs["s1"] += 1
    return {"log": ["s1"]}
def s2(s):
    runs["s2"] += 1
    if broken["on"]:
        raise Boom("sub step 2 failed", {"code": 7})
    return {"log": ["s2"]}
sub = StateGraph(S).add_node("s1", s1).add_node("s2", s2).add_edge(START, "s1").add_edge("s1", "s2").compile()
app = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("sub", sub).add_edge(START, "p").add_edge("p", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "e"}}
try:
    app.invoke({"log": []}, cfg)
except Boom as e:
    print("RAISED", type(e).__name__, e.args)
st = app.get_state(cfg)
print(st.values, st.next, [(t.name, t.error) for t in st.tasks])
deep = app.get_state(cfg, subgraphs=True)
print([(t.name, t.state is not None and not isinstance(t.state, dict) and (t.state.values, t.state.next)) for t in deep.tasks])
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
broken["on"] = False
print(app.invoke(None, cfg), runs)
