# https://github.com/langchain-ai/langchain-academy/issues/37 , #2336 , #740 , docs#1121 : error texts users quote: InvalidUpdateError (non-dict return, concurrent writes, unknown channel via Command), GraphRecursionError, EmptyInputError, troubleshooting links; error codes; str() and args
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import InvalidUpdateError, GraphRecursionError, EmptyInputError, ErrorCode
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(TypedDict):
    x: int
    items: Annotated[list, operator.add]
def show(fn):
    try:
        r = fn()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, "|", str(e).replace("\n", " / "), "|", getattr(e, "lc_error_code", None))
def one(node):
    return StateGraph(S).add_node("n", node).add_edge(START, "n").compile()
show(lambda: one(lambda s: "conversational").invoke({"x": 1}))
show(lambda: one(lambda s: ["x", 1]).invoke({"x": 1}))
show(lambda: one(lambda s: 5).invoke({"x": 1}))
show(lambda: one(lambda s: {"nope": 1}).invoke({"x": 1}))
show(lambda: one(lambda s: Command(update={"nope": 1})).invoke({"x": 1}))
par = StateGraph(S).add_node("a", lambda s: {"x": 1}).add_node("b", lambda s: {"x": 2}).add_edge(START, "a").add_edge(START, "b").compile()
show(lambda: par.invoke({"x": 0}))
par2 = StateGraph(S).add_node("a", lambda s: {"items": [1]}).add_node("b", lambda s: {"items": [2]}).add_edge(START, "a").add_edge(START, "b").compile()
show(lambda: sorted(par2.invoke({"x": 0, "items": []})["items"]))
loop = StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_edge(START, "a").add_edge("a", "a").compile(checkpointer=InMemorySaver())
show(lambda: loop.invoke({"x": 0}, {"configurable": {"thread_id": "1"}, "recursion_limit": 4}))
show(lambda: loop.get_state({"configurable": {"thread_id": "1"}}).values)
show(lambda: loop.invoke(None, {"configurable": {"thread_id": "fresh"}}))
show(lambda: one(lambda s: {}).invoke(None))
show(lambda: one(lambda s: {}).invoke({}))
show(lambda: one(lambda s: {}).invoke({"x": 1}, {"recursion_limit": 0}))
show(lambda: one(lambda s: {}).invoke({"x": 1}, {"recursion_limit": -1}))
print([c.value for c in ErrorCode])
e = InvalidUpdateError("boom")
print(repr(e), e.args, isinstance(e, Exception))
g = GraphRecursionError("r")
print(isinstance(g, RecursionError), type(EmptyInputError("x")).__mro__[1].__name__)
