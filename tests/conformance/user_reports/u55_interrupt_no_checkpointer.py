# interrupt() called in a graph without a checkpointer, and interrupt outside a graph
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt

class S(TypedDict):
    x: int

def ask(s):
    return {"x": interrupt("need a checkpointer?")}

b = StateGraph(S); b.add_node("ask", ask); b.add_edge(START, "ask")
g = b.compile()
for call in (lambda: g.invoke({"x": 1}), lambda: list(g.stream({"x": 1})), lambda: interrupt("outside")):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
