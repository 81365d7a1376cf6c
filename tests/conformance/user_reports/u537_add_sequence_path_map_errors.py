# https://github.com/langchain-ai/langgraph/issues/987 , PR 6877 (#6770) , PR 2164 , #3594 : add_sequence forms (functions, (name, fn) pairs) and errors; add_conditional_edges path_map as dict / list / None; router returning END not in the map; unknown values; router returning a list
from typing import TypedDict, Literal
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
def inc(s): return {"x": s["x"] + 1}
def dbl(s): return {"x": s["x"] * 2}
def show(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0][:200])
show(lambda: StateGraph(S).add_sequence([inc, dbl]).add_edge(START, "inc").compile().invoke({"x": 1}))
show(lambda: StateGraph(S).add_sequence([("one", inc), ("two", dbl)]).add_edge(START, "one").compile().invoke({"x": 1}))
show(lambda: StateGraph(S).add_sequence([]))
show(lambda: StateGraph(S).add_sequence([inc, inc]))
show(lambda: StateGraph(S).add_node("inc", inc).add_sequence([inc]))
def build(route, path_map, x):
    b = StateGraph(S).add_node("r", lambda s: {}).add_node("a", inc).add_node("b", dbl).add_edge(START, "r")
    b.add_conditional_edges("r", route, path_map) if path_map is not None else b.add_conditional_edges("r", route)
    return b.compile().invoke({"x": x})
show(lambda: build(lambda s: "go_a" if s["x"] > 0 else "go_b", {"go_a": "a", "go_b": "b"}, 1))
show(lambda: build(lambda s: "go_a" if s["x"] > 0 else "go_b", {"go_a": "a", "go_b": "b"}, -1))
show(lambda: build(lambda s: END, {"go_a": "a"}, 1))
show(lambda: build(lambda s: "nope", {"go_a": "a"}, 1))
show(lambda: build(lambda s: "nope", ["a", "b"], 1))
show(lambda: build(lambda s: ["a", "b"], ["a", "b"], 3))
show(lambda: build(lambda s: "b", None, 3))
show(lambda: build(lambda s: "zzz", None, 3))
show(lambda: build(lambda s: True, {True: "a", False: "b"}, 3))
show(lambda: build(lambda s: None, {True: "a"}, 3))
show(lambda: StateGraph(S).add_node("r", inc).add_conditional_edges("r", lambda s: "a", {"a": "missing"}).add_edge(START, "r").compile())
show(lambda: StateGraph(S).add_node("r", inc).add_conditional_edges("r", lambda s: "a", ["missing"]).add_edge(START, "r").compile())
show(lambda: StateGraph(S).add_node("r", inc).add_conditional_edges("zzz", lambda s: "a").add_edge(START, "r").compile())
def typed(s) -> Literal["a", "__end__"]:
    return "a"
show(lambda: build(typed, None, 2))
show(lambda: StateGraph(S).add_node("r", inc).add_conditional_edges("r", lambda s: "a", {"a": "r"}).add_conditional_edges("r", lambda s: "a", {"a": "r"}))
