# Interrupt object attributes users' 0.3-era code still reads (ns, resumable, when, interrupt_id) and equality/repr
import warnings
from typing import TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Interrupt

class S(TypedDict):
    x: object

b = StateGraph(S); b.add_node("ask", lambda s: {"x": interrupt({"q": [1, 2]})}); b.add_edge(START, "ask")
g = b.compile(checkpointer=InMemorySaver())
i = g.invoke({"x": 0}, {"configurable": {"thread_id": "1"}})["__interrupt__"][0]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for attr in ("value", "id", "interrupt_id", "ns", "resumable", "when"):
        try:
            v = getattr(i, attr)
            print(attr, type(v).__name__, v if attr not in ("id", "interrupt_id") else len(v))
        except Exception as e:
            print(attr, type(e).__name__, e)
    print(sorted({(x.category.__name__, str(x.message)[:70]) for x in w}))
print(Interrupt(value=1, id="a") == Interrupt(value=1, id="a"), repr(Interrupt(value="v", id="abc")))
try:
    print(Interrupt("v"))
except Exception as e:
    print(type(e).__name__, e)
