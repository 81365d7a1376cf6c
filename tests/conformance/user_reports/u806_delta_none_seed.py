# https://github.com/langchain-ai/langgraph/issues/8686 : a DeltaChannel whose reducer can return None ("RESET"), on a thread that first used a plain reducer: the values after a reset and after further writes, live and as get_state rebuilds them
from typing import Annotated, TypedDict
from langgraph.channels.delta import DeltaChannel
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START
def clear_or_add(a, b):
    if b == "RESET":
        return None
    return (a or 0) + b
def delta(current, writes):
    for w in writes:
        current = clear_or_add(current, w)
    return current
class Old(TypedDict):
    n: Annotated[int, clear_or_add]
class New(TypedDict):
    n: Annotated[int, DeltaChannel(delta)]
def noop(s):
    return {}
saver = InMemorySaver()
cfg = {"configurable": {"thread_id": "t"}}
old = StateGraph(Old); old.add_node("noop", noop); old.add_edge(START, "noop"); old = old.compile(checkpointer=saver)
print(old.invoke({"n": 5}, cfg), old.invoke({"n": "RESET"}, cfg))
new = StateGraph(New); new.add_node("noop", noop); new.add_edge(START, "noop"); new = new.compile(checkpointer=saver)
print("read", new.get_state(cfg).values)
print(new.invoke({"n": 3}, cfg))
print("read", new.get_state(cfg).values)
print(new.invoke({"n": "RESET"}, cfg), new.invoke({"n": 4}, cfg))
print("read", new.get_state(cfg).values)
cfg2 = {"configurable": {"thread_id": "fresh"}}
print(new.invoke({"n": 1}, cfg2), new.invoke({"n": "RESET"}, cfg2), new.invoke({"n": 2}, cfg2), new.get_state(cfg2).values)
