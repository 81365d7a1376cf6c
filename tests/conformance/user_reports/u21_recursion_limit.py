# https://github.com/langchain-ai/langgraph/issues/148 and docs#1563: recursion limit counting
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.managed import RemainingSteps

class S(TypedDict):
    n: Annotated[int, operator.add]
    remaining_steps: RemainingSteps

def loop(state):
    return {"n": 1}

def route(state):
    return "loop" if state["n"] < 100 else END

b = StateGraph(S)
b.add_node("loop", loop)
b.add_edge(START, "loop")
b.add_conditional_edges("loop", route)
g = b.compile(checkpointer=InMemorySaver())
for limit in (1, 2, 5):
    cfg = {"configurable": {"thread_id": str(limit)}, "recursion_limit": limit}
    try:
        g.invoke({"n": 0}, cfg)
    except GraphRecursionError as e:
        print(limit, type(e).__name__, str(e).splitlines()[0], g.get_state(cfg).values["n"], g.get_state(cfg).next)
# resume after hitting the limit continues counting from the checkpoint
cfg = {"configurable": {"thread_id": "5"}, "recursion_limit": 5}
try:
    g.invoke(None, cfg)
except GraphRecursionError:
    print("again", g.get_state(cfg).values["n"])

def watch(state):
    return {"n": 1 if state["remaining_steps"] > 2 else 1000}
b = StateGraph(S)
b.add_node("loop", watch)
b.add_edge(START, "loop")
b.add_conditional_edges("loop", route)
print(b.compile().invoke({"n": 0}, {"recursion_limit": 7}))
try:
    g.invoke({"n": 0}, {"configurable": {"thread_id": "x"}, "recursion_limit": 0})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
