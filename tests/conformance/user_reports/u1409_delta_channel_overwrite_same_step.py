# https://github.com/langchain-ai/langgraph/pull/8124 : Overwrite on a DeltaChannel key beside plain writes in the same superstep (before and after it in task order), two Overwrites in one step (the error), and the thread's values and history after a reopened run
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.channels.delta import DeltaChannel
from langgraph.types import Overwrite
from langgraph.checkpoint.memory import InMemorySaver
def extend(state, writes):
    out = list(state)
    for w in writes:
        out.extend(w)
    return out
class S(TypedDict, total=False):
    items: Annotated[list, DeltaChannel(extend)]
    n: Annotated[int, operator.add]
def seed(s):
    return {"items": ["s1", "s2"]}
def a(s):
    return {"items": ["a"]}
def b(s):
    return {"items": Overwrite(["B"])}
def c(s):
    return {"items": ["c"]}
def build(second):
    bl = StateGraph(S).add_node("seed", seed).add_node("a", a).add_node("b", b).add_node("c", second)
    bl.add_edge(START, "seed")
    for x in ("a", "b", "c"):
        bl.add_edge("seed", x).add_edge(x, END)
    return bl.compile(checkpointer=InMemorySaver())
g = build(c)
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"items": ["in"]}, cfg))
print(g.invoke({"items": ["more"]}, cfg))
print([(h.metadata["step"], h.values.get("items")) for h in g.get_state_history(cfg)])
g2 = build(lambda s: {"items": Overwrite(["C"])})
try:
    g2.invoke({"items": []}, {"configurable": {"thread_id": "2"}})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
