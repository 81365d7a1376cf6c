# https://github.com/langchain-ai/langgraph/issues/1569 , langgraph4j#248 : interrupt_before a node inside a subgraph streamed with ["checkpoints","updates"] + subgraphs=True; resume
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
sub = (StateGraph(S).add_node("s1", lambda s: {"x": s["x"] + 1}).add_node("s2", lambda s: {"x": s["x"] * 3})
       .add_edge(START, "s1").add_edge("s1", "s2").compile(interrupt_before=["s2"]))
g = StateGraph(S).add_node("sub", sub).add_node("tail", lambda s: {"x": -s["x"]}).add_edge(START, "sub").add_edge("sub", "tail").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(ns, mode, d):
    ns = tuple(n.split(":")[0] for n in ns)
    if mode == "checkpoints":
        d = (d["metadata"]["source"], d["metadata"]["step"], d["values"], d["next"], [(t["name"], t.get("interrupts")) for t in d["tasks"]])
    print(ns, mode, d)
for ns, mode, d in g.stream({"x": 1}, cfg, stream_mode=["checkpoints", "updates"], subgraphs=True):
    show(ns, mode, d)
print(g.get_state(cfg).next, g.get_state(cfg, subgraphs=True).tasks[0].state.next)
for ns, mode, d in g.stream(None, cfg, stream_mode=["checkpoints", "updates"], subgraphs=True):
    show(ns, mode, d)
