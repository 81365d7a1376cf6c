# time travel with a subgraph: replay from a parent checkpoint taken before the subgraph ran, fork after
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

calls = []
def s1(s):
    calls.append("s1")
    return {"log": ["s1"]}
def s2(s):
    calls.append("s2")
    return {"log": ["s2"]}
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", s2); sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
def p(s):
    calls.append("p")
    return {"log": ["p"]}
pb = StateGraph(S); pb.add_node("p", p); pb.add_node("sub", sb.compile()); pb.add_edge(START, "p"); pb.add_edge("p", "sub"); pb.add_edge("sub", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
hist = list(g.get_state_history(cfg))
print([(h.metadata["step"], h.next) for h in hist])
before_sub = [h for h in hist if h.next == ("sub",)][0]
calls.clear()
print(g.invoke(None, before_sub.config), calls)
fork = g.update_state(before_sub.config, {"log": ["forked"]})
calls.clear()
print(g.invoke(None, fork), calls)
print(len(list(g.get_state_history(cfg))))
