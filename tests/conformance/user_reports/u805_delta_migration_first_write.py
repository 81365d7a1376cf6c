# https://github.com/langchain-ai/langgraph/issues/8384 : a thread whose "total" key used a plain reducer (BinaryOperatorAggregate) continued by a graph where the key is a DeltaChannel on the same InMemorySaver: the first write after the switch, the value after two more runs, and the history read through the new graph
import operator
from typing import Annotated, TypedDict
from langgraph.channels.delta import DeltaChannel
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START
def add(a, b):
    return a + b
def delta_add(current, writes):
    out = current or 0
    for w in writes:
        out += w
    return out
class Old(TypedDict):
    total: Annotated[int, add]
class New(TypedDict):
    total: Annotated[int, DeltaChannel(delta_add)]
def bump(s):
    return {"total": 10}
saver = InMemorySaver()
cfg = {"configurable": {"thread_id": "t1"}}
old = StateGraph(Old); old.add_node("bump", bump); old.add_edge(START, "bump")
old = old.compile(checkpointer=saver)
print("old", old.invoke({"total": 1}, cfg), old.invoke({"total": 2}, cfg))
new = StateGraph(New); new.add_node("bump", bump); new.add_edge(START, "bump")
new = new.compile(checkpointer=saver)
print("new read", new.get_state(cfg).values)
print("new 1", new.invoke({"total": 100}, cfg))
print("new 2", new.invoke({"total": 1000}, cfg))
print("new read", new.get_state(cfg).values)
print([(h.metadata["step"], h.values) for h in new.get_state_history(cfg)][:6])
