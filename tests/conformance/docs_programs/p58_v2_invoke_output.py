from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class P(BaseModel):
    a: int = 0
    note: str = ""
def inc(state: P):
    return {"a": state.a + 1}
def ask(state: P):
    return {"note": interrupt("note?")}
g = StateGraph(P).add_node(inc).add_node(ask).add_edge(START, "inc").add_edge("inc", "ask").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"a": 1}, cfg, version="v2")
print(type(out).__name__, repr(out.value), out.interrupts)
out = g.invoke(Command(resume="n"), cfg, version="v2")
print(type(out).__name__, repr(out.value), out.interrupts)
for c in g.stream({"a": 5}, {"configurable": {"thread_id": "2"}}, stream_mode=["values", "updates"], version="v2"):
    print(c["type"], type(c["data"]).__name__, c["data"], c.get("interrupts"))
print(g.invoke({"a": 1}, {"configurable": {"thread_id": "3"}}))
print(g.invoke({"a": 1}, {"configurable": {"thread_id": "4"}}, stream_mode="updates", version="v2"))
