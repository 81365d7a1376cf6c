# error messages users hit (unknown nodes in edges/routes/Sends, bad stream modes, bad inputs)
from typing import TypedDict, Literal
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict):
    x: int

def n(s): return {"x": 1}
cases = {}
def build(f):
    try:
        g = f()
        return g
    except Exception as e:
        print("build", type(e).__name__, str(e).splitlines()[0])

def c1():
    b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n"); b.add_edge("n", "missing"); return b.compile()
def c2():
    b = StateGraph(S); b.add_node("n", n); b.add_edge("missing", "n"); return b.compile()
def c3():
    b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n"); b.add_conditional_edges("n", lambda s: "nowhere"); return b.compile()
def c4():
    b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n"); b.add_conditional_edges("n", lambda s: "zz", {"a": "n"}); return b.compile()
def c5():
    b = StateGraph(S); b.add_node("n", n); b.add_conditional_edges(START, lambda s: [Send("ghost", s)]); return b.compile()
def c6():
    b = StateGraph(S); b.add_node("n", n); b.add_node("m", n); b.add_edge(START, "n"); return b.compile()
def c7():
    b = StateGraph(S); b.add_node("n", n); b.add_edge(END, "n"); return b.compile()
for c in (c1, c2, c3, c4, c5, c6, c7):
    g = build(c)
    if g is not None:
        try:
            print(c.__name__, g.invoke({"x": 0}))
        except Exception as e:
            print(c.__name__, type(e).__name__, str(e).splitlines()[0])
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n"); g = b.compile()
for call in (lambda: list(g.stream({"x": 0}, stream_mode="nonsense")), lambda: g.invoke([1, 2]), lambda: g.invoke("str")):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
