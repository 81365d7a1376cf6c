# https://github.com/langchain-ai/langgraph/issues/6486 : Overwrite written to a channel with a user-written reducer, to operator.add, from a node, from update_state, and two Overwrites in one step; whether the reducer ever sees the Overwrite object, the resulting values, and errors with their texts
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite
from langgraph.checkpoint.memory import InMemorySaver
calls = []
def keep_unique(a, b):
    calls.append((type(a).__name__, type(b).__name__))
    out = list(a)
    for x in b:
        if x not in out:
            out.append(x)
    return out
class S(TypedDict):
    u: Annotated[list, keep_unique]
    a: Annotated[list, operator.add]
def n1(s): return {"u": [1, 2, 2], "a": [1]}
def n2(s): return {"u": Overwrite([9]), "a": Overwrite(["reset"])}
def n3(s): return {"u": [9, 10], "a": ["after"]}
b = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_node("n3", n3)
b.add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "n3").add_edge("n3", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"u": [0], "a": []}, cfg))
print("calls", calls)
calls.clear()
g.update_state(cfg, {"u": Overwrite([]), "a": Overwrite([])}, as_node="n3")
print("after overwrite update", g.get_state(cfg).values, calls)
p = StateGraph(S).add_node("x", lambda s: {"u": Overwrite([1])}).add_node("y", lambda s: {"u": Overwrite([2])})
p.add_edge(START, "x").add_edge(START, "y")
try:
    print(p.compile().invoke({"u": [], "a": []}))
except Exception as e:
    print("two overwrites", type(e).__name__, str(e).splitlines()[0][:200])
q = StateGraph(S).add_node("x", lambda s: {"u": Overwrite([1])}).add_node("y", lambda s: {"u": [2]})
q.add_edge(START, "x").add_edge(START, "y")
try:
    print("overwrite plus add", q.compile().invoke({"u": [0], "a": []}))
except Exception as e:
    print("overwrite plus add", type(e).__name__, str(e).splitlines()[0][:200])
