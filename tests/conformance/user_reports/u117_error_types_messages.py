# https://github.com/langchain-ai/langgraph/issues/740 , #2336 , bytedance/deer-flow#55 : error types and messages users paste
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError, InvalidUpdateError, EmptyInputError

class S(TypedDict):
    x: int
    y: int

def show(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, "|", str(e).replace("\n", " // "))

def mk(nodes, edges, **kw):
    b = StateGraph(S)
    for n, f in nodes.items():
        b.add_node(n, f)
    for a, c in edges:
        b.add_edge(a, c)
    return b.compile(**kw)

# concurrent last-value writes
g = mk({"a": lambda s: {"x": 1}, "b": lambda s: {"x": 2}}, [(START, "a"), (START, "b")])
show(lambda: g.invoke({"x": 0, "y": 0}))
# node returns non-dict
g = mk({"a": lambda s: 5}, [(START, "a")])
show(lambda: g.invoke({"x": 0}))
g = mk({"a": lambda s: [("x", 1)]}, [(START, "a")])
show(lambda: g.invoke({"x": 0}))
g = mk({"a": lambda s: None}, [(START, "a")])
show(lambda: g.invoke({"x": 0}))
# node writes nothing known
g = mk({"a": lambda s: {"zzz": 1}}, [(START, "a")])
show(lambda: g.invoke({"x": 0}))
# recursion
b = StateGraph(S); b.add_node("a", lambda s: {"x": s["x"] + 1}); b.add_edge(START, "a"); b.add_conditional_edges("a", lambda s: "a")
g = b.compile()
show(lambda: g.invoke({"x": 0}, {"recursion_limit": 4}))
show(lambda: list(g.stream({"x": 0}, {"recursion_limit": 3})))
show(lambda: g.invoke({"x": 0}, {"recursion_limit": 0}))
show(lambda: g.invoke({"x": 0}, {"recursion_limit": -1}))
# missing key access
g = mk({"a": lambda s: {"x": s["y"] + 1}}, [(START, "a")])
show(lambda: g.invoke({"x": 0}))
# empty input
g = mk({"a": lambda s: {"x": 1}}, [(START, "a")], checkpointer=InMemorySaver())
show(lambda: g.invoke(None, {"configurable": {"thread_id": "e"}}))
show(lambda: g.invoke({}, {"configurable": {"thread_id": "e2"}}))
show(lambda: list(g.stream(None, {"configurable": {"thread_id": "e3"}})))
g2 = mk({"a": lambda s: {"x": 1}}, [(START, "a")])
show(lambda: g2.invoke(None))
show(lambda: g2.invoke({"nope": 1}))
show(lambda: g2.invoke("str"))
print(issubclass(GraphRecursionError, RecursionError), issubclass(InvalidUpdateError, Exception), issubclass(EmptyInputError, Exception))
