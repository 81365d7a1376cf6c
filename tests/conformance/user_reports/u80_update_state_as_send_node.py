# update_state as a node that was reached by Send / as a subgraph node name; as_node with Command
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def w(s): return {"log": [f"w:{interrupt('ok?')}"]}
def after(s): return {"log": ["after"]}
b = StateGraph(S)
b.add_node("w", w); b.add_node("after", after)
b.add_conditional_edges(START, lambda s: [Send("w", {"log": []})], ["w"])
b.add_edge("w", "after")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
g.update_state(cfg, {"log": ["manual w"]}, as_node="w")
st = g.get_state(cfg)
print(st.values, st.next, st.interrupts, [t.name for t in st.tasks])
print(g.invoke(None, cfg))
cfg = {"configurable": {"thread_id": "2"}}
g.invoke({"log": []}, cfg)
g.update_state(cfg, Command(update={"log": ["cmd"]}, goto="after"), as_node="w")
st = g.get_state(cfg)
print(st.values, st.next, [t.name for t in st.tasks])
print(g.invoke(None, cfg))
