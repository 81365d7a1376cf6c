# https://github.com/langchain-ai/langgraph/issues/6792 (round 2) : debug / tasks modes for Send fan-out and for an entrypoint with tasks
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    xs: list
    out: Annotated[list, operator.add]
def fan(s): return [Send("sq", {"x": x}) for x in s["xs"]]
def sq(s): return {"out": [s["x"] ** 2]}
b = StateGraph(S); b.add_node("sq", sq); b.add_conditional_edges(START, fan, ["sq"]); b.add_edge("sq", END)
g = b.compile(checkpointer=InMemorySaver())
evs = []
for c in g.stream({"xs": [2], "out": []}, {"configurable": {"thread_id": "1"}}, stream_mode="debug"):
    p = c["payload"]
    evs.append((c["type"], c["step"], p.get("name"), p.get("triggers"), str(p.get("input")), str(p.get("result")), p.get("interrupts"), sorted(p) if c["type"] == "checkpoint" else None))
for e in evs: print(e)

@task
def inc(x): return x + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    return inc(inc(x).result()).result()
for c in wf.stream(1, {"configurable": {"thread_id": "2"}}, stream_mode="tasks"):
    print(c.get("name"), c.get("input"), c.get("triggers"), c.get("result"), c.get("error"), c.get("interrupts"))
