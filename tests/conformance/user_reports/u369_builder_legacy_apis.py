# https://github.com/langchain-ai/langgraph/issues/593 , older tutorials: set_entry_point / set_conditional_entry_point / set_finish_point / add_sequence / compile(name=...), get_name, validation of missing finish
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list, operator.add]
    route: str
def mk(n):
    return lambda s: {"log": [n]}
b = StateGraph(S)
b.add_sequence([("one", mk("one")), ("two", mk("two"))])
b.add_node("three", mk("three"))
b.set_conditional_entry_point(lambda s: "one" if s["route"] == "seq" else "three", {"one": "one", "three": "three"})
b.set_finish_point("two"); b.set_finish_point("three")
g = b.compile(name="legacy")
print(g.get_name(), g.name, g.invoke({"log": [], "route": "seq"}), g.invoke({"log": [], "route": "x"}))
print(g.get_graph().draw_mermaid())
c = StateGraph(S); c.add_node("a", mk("a")); c.set_entry_point("a")
print(c.compile().invoke({"log": [], "route": ""}))
def seq_fn_a(s):
    return {"log": ["fa"]}
def seq_fn_b(s):
    return {"log": ["fb"]}
d = StateGraph(S); d.add_sequence([seq_fn_a, seq_fn_b]); d.add_edge(START, "seq_fn_a")
print(d.compile().invoke({"log": [], "route": ""}), list(d.compile().get_graph().nodes))
for bad in (lambda: StateGraph(S).add_sequence([]), lambda: StateGraph(S).add_sequence([("x", mk("x")), ("x", mk("y"))])):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
