# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 : durability exit/async/sync: history length and interrupts per mode, bad durability value
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b:" + interrupt("ok?")]}
def c(s): return {"log": ["c"]}
bl = StateGraph(S)
for n, f in [("a", a), ("b", b), ("c", c)]:
    bl.add_node(n, f)
bl.add_edge(START, "a"); bl.add_edge("a", "b"); bl.add_edge("b", "c"); bl.add_edge("c", END)
for dur in ["exit", "async", "sync"]:
    g = bl.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": dur}}
    out = g.invoke({"log": ["in"]}, cfg, durability=dur)
    print(dur, out, len(list(g.get_state_history(cfg))), g.get_state(cfg).next)
    out = g.invoke(Command(resume="y"), cfg, durability=dur)
    h = list(g.get_state_history(cfg))
    print(dur, out, len(h), [(x.metadata["step"], x.metadata["source"], x.next) for x in h])
g = bl.compile(checkpointer=InMemorySaver())
try:
    g.invoke({"log": []}, {"configurable": {"thread_id": "z"}}, durability="bogus")
except Exception as e:
    print(type(e).__name__, str(e)[:80])
