from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import InvalidUpdateError

class State(TypedDict):
    x: int

def w1(state): return {"x": 1}
def w2(state): return {"x": 2}
g = StateGraph(State).add_node(w1).add_node(w2).add_edge(START, "w1").add_edge(START, "w2").compile()
try:
    g.invoke({"x": 0})
except InvalidUpdateError as e:
    print("InvalidUpdateError", e)
def bad(state): return {"nope": 1}
g = StateGraph(State).add_node(bad).add_edge(START, "bad").compile()
try:
    print(g.invoke({"x": 0}))
except Exception as e:
    print(type(e).__name__, e)
def notdict(state): return 5
g = StateGraph(State).add_node(notdict).add_edge(START, "notdict").compile()
try:
    print(g.invoke({"x": 0}))
except Exception as e:
    print(type(e).__name__, e)
b = StateGraph(State)
b.add_node(w1)
try:
    b.compile()
except Exception as e:
    print(type(e).__name__, e)
b.add_edge("w1", "ghost")
try:
    b.add_edge(START, "w1"); b.compile()
except Exception as e:
    print(type(e).__name__, e)
try:
    StateGraph(State).add_node("__start__", w1)
except Exception as e:
    print(type(e).__name__, e)
try:
    StateGraph(State).add_node("a|b", w1)
except Exception as e:
    print(type(e).__name__, e)
try:
    StateGraph(State).add_edge(END, "w1")
except Exception as e:
    print(type(e).__name__, e)
g = StateGraph(State).add_node(w1).add_edge(START, "w1").compile()
try:
    g.invoke({"x": 0}, {"recursion_limit": 0})
except Exception as e:
    print(type(e).__name__, e)
print(g.invoke({}))
try:
    g.invoke(None)
except Exception as e:
    print(type(e).__name__, e)
