# https://github.com/langchain-ai/langgraph/pull/4964 : StateGraph given odd state schemas (int, list, a plain class with annotations, an empty TypedDict, None with input/output schemas, a string, a reducer that takes one argument, Annotated with a non-callable): which raise at construction, at compile or at run, and the texts
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", type(r).__name__ if isinstance(r, StateGraph) else r)
    except Exception as e:
        print(label, type(e).__name__)
        print("  " + "\n  ".join(str(e).splitlines()[:2]))
class Plain:
    v: int
class Empty(TypedDict):
    pass
class OneArg(TypedDict):
    v: Annotated[int, lambda a: a]
class NotCallable(TypedDict):
    v: Annotated[int, 5]
class Both(TypedDict):
    v: Annotated[list, operator.add, "doc"]
def run(schema, inp):
    b = StateGraph(schema)
    b.add_node("n", lambda s: {"v": [1]} if schema is Both else {})
    b.add_edge(START, "n")
    return b.compile().invoke(inp)
show("int", lambda: StateGraph(int))
show("int run", lambda: run(int, 3))
show("list run", lambda: run(list, [1]))
show("plain", lambda: run(Plain, {"v": 1}))
show("str schema", lambda: StateGraph("S"))
show("one-arg reducer", lambda: list(StateGraph(OneArg).channels))
show("not callable meta", lambda: run(NotCallable, {"v": 1}))
show("two metadata", lambda: run(Both, {"v": [0]}))
show("none schema", lambda: StateGraph(None))
