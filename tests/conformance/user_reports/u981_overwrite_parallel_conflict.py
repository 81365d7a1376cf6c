# https://github.com/langchain-ai/langgraph/issues/8748 : Overwrite on a reducer channel: one node overwrites while a parallel node appends in the same step, two nodes overwriting in one step (error type and message), and Overwrite given to update_state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: Annotated[list, operator.add]
def reset(s): return {"items": Overwrite(["fresh"])}
def reset2(s): return {"items": Overwrite(["other"])}
def add(s): return {"items": ["added"]}
def build(a, b):
    bd = StateGraph(S)
    bd.add_node("a", a); bd.add_node("b", b)
    bd.add_edge(START, "a"); bd.add_edge(START, "b")
    return bd.compile(checkpointer=InMemorySaver())
for name, (a, b) in {"overwrite+append": (reset, add), "two overwrites": (reset, reset2)}.items():
    g = build(a, b)
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        print(name, g.invoke({"items": ["old"]}, cfg))
    except Exception as e:
        print(name, "raised", type(e).__name__, str(e).splitlines()[0])
        try:
            print(name, g.get_state(cfg).values, g.get_state(cfg).next)
        except Exception as e2:
            print(name, "get_state raised", type(e2).__name__, str(e2).splitlines()[0])
g = build(add, add)
cfg = {"configurable": {"thread_id": "u"}}
print(g.invoke({"items": ["x"]}, cfg))
g.update_state(cfg, {"items": Overwrite(["replaced"])}, as_node="a")
print(g.get_state(cfg).values)
g.update_state(cfg, {"items": ["more"]}, as_node="b")
print(g.get_state(cfg).values)
