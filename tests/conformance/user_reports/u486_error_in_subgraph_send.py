# https://github.com/langchain-ai/langgraph/issues/1695 , #2336 : an exception in one Send worker of a subgraph: error propagated, parent/subgraph snapshots, retry with None after fixing
from typing import TypedDict, Annotated
import operator, threading
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
broken = {"on": True}
class Sub(TypedDict):
    xs: list
    out: Annotated[list, operator.add]
def w(x):
    if x == 2 and broken["on"]:
        raise ValueError("bad item 2")
    return {"out": [x * 10]}
sub = (StateGraph(Sub).add_node("split", lambda s: {}).add_node("w", w).add_edge(START, "split")
       .add_conditional_edges("split", lambda s: [Send("w", x) for x in s["xs"]], ["w"]).compile())
g = StateGraph(Sub).add_node("sub", sub).add_node("after", lambda s: {"out": [sum(s["out"])]}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"xs": [2], "out": []}, cfg)
except ValueError as e:
    print("raised", e)
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
sub_st = st.tasks[0].state
print(type(sub_st).__name__, getattr(sub_st, "next", None), [(t.name, repr(t.error)) for t in getattr(sub_st, "tasks", ())])
broken["on"] = False
print(g.invoke(None, cfg))
