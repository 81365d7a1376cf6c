# reducer bypass with Overwrite and reducers receiving a value per writer (operator.add on lists, custom reducer)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite

def keep_max(a, b):
    return max(a, b)

class S(TypedDict):
    items: Annotated[list, operator.add]
    best: Annotated[int, keep_max]

def a(s): return {"items": ["a"], "best": 3}
def b(s): return {"items": ["b"], "best": 7}
def reset(s): return {"items": Overwrite(["reset"]), "best": 1}
bd = StateGraph(S)
bd.add_node("a", a); bd.add_node("b", b); bd.add_node("reset", reset)
bd.add_edge(START, "a"); bd.add_edge(START, "b"); bd.add_edge(["a", "b"], "reset"); bd.add_edge("reset", END)
g = bd.compile()
out = g.invoke({"items": ["start"], "best": 0})
print(out)
print(sorted(g.invoke({"items": [], "best": 0}, stream_mode="updates"), key=str))
def two_overwrites(s): return {"items": Overwrite(["x"])}
bd2 = StateGraph(S)
bd2.add_node("p", two_overwrites); bd2.add_node("q", two_overwrites)
bd2.add_edge(START, "p"); bd2.add_edge(START, "q")
try:
    print(bd2.compile().invoke({"items": [], "best": 0}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
