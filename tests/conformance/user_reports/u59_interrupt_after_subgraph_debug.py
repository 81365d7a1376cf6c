# interrupt_after on a subgraph node, debug/checkpoints with subgraphs=True, resume
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def s1(s): return {"log": ["s1"]}
def s2(s): return {"log": ["s2"]}
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", s2); sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
sub = sb.compile(interrupt_after=["s1"])
def p(s): return {"log": ["p"]}
pb = StateGraph(S); pb.add_node("sub", sub); pb.add_node("p", p)
pb.add_edge(START, "sub"); pb.add_edge("sub", "p"); pb.add_edge("p", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def short(ns, mode, d):
    ns = [x.split(":")[0] for x in ns]
    if mode == "debug":
        return (ns, mode, d["type"], d["step"], d["payload"].get("name") or d["payload"].get("next"))
    if mode == "checkpoints":
        return (ns, mode, d["metadata"]["step"], d["next"], d["values"])
    return (ns, mode, d)
for c in g.stream({"log": []}, cfg, stream_mode=["debug", "checkpoints", "updates"], subgraphs=True):
    print(short(*c))
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.tasks[0].state.next if st.tasks and st.tasks[0].state else None, st.interrupts)
for c in g.stream(None, cfg, stream_mode=["updates"], subgraphs=True):
    print(short(*c))
print(g.get_state(cfg).values)
