# https://github.com/langchain-ai/langgraph/pull/5117 , #4028 : stream_mode="tasks" with subgraphs=True through an interrupt in a subgraph and the resume: task result events with interrupts
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    x: int
sub = StateGraph(S).add_node("ask", lambda s: {"x": s["x"] + interrupt("n?")}).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("pre", lambda s: {"x": 1}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(ns, e):
    e = {k: v for k, v in e.items() if k != "id"}
    if "interrupts" in e:
        e["interrupts"] = [i["value"] if isinstance(i, dict) else i.value for i in e["interrupts"]]
    print(tuple(n.split(":")[0] for n in ns), e)
for ns, e in g.stream({"x": 0}, cfg, stream_mode="tasks", subgraphs=True):
    show(ns, e)
for ns, e in g.stream(Command(resume=5), cfg, stream_mode="tasks", subgraphs=True):
    show(ns, e)
