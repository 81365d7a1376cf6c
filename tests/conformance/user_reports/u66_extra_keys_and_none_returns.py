# node returning None / {} / keys outside the schema; invoking with keys outside the schema
from typing import TypedDict, Optional
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    a: int
    b: Optional[str]

def none_node(s): return None
def empty(s): return {}
def extra(s): return {"a": 2, "zzz": 1}

for fn in (none_node, empty, extra):
    bd = StateGraph(S); bd.add_node("n", fn); bd.add_edge(START, "n"); bd.add_edge("n", END)
    g = bd.compile()
    try:
        print(fn.__name__, g.invoke({"a": 1}), list(g.stream({"a": 1}, stream_mode="updates")))
    except Exception as e:
        print(fn.__name__, type(e).__name__, str(e).splitlines()[0])
bd = StateGraph(S); bd.add_node("n", empty); bd.add_edge(START, "n")
g = bd.compile()
for inp in ({"a": 1, "unknown": 2}, {"unknown": 2}, {}, None, 5):
    try:
        print(inp, g.invoke(inp))
    except Exception as e:
        print(inp, type(e).__name__, str(e).splitlines()[0])
