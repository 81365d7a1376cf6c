# https://github.com/langchain-ai/langchain-mongodb/issues/129 , PR 1538 : get_state_history(before/limit/filter) on the root and a subgraph namespace, checkpoint_ns in configs, parent_config chains, get_state of an old subgraph checkpoint
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n):
    return lambda s: {"log": [n]}
sb = StateGraph(S); sb.add_node("x", mk("x")); sb.add_node("y", mk("y")); sb.add_edge(START, "x"); sb.add_edge("x", "y")
pb = StateGraph(S); pb.add_node("a", mk("a")); pb.add_node("sub", sb.compile(checkpointer=True)); pb.add_edge(START, "a"); pb.add_edge("a", "sub")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg, {"metadata": {"run": 1}} if False else None)
g.invoke({"log": ["again"]}, {"configurable": {"thread_id": "1"}, "metadata": {"run": 2}})
hist = list(g.get_state_history(cfg))
print(len(hist), [(h.metadata["step"], h.metadata["source"], h.metadata.get("run")) for h in hist])
print([h.metadata["step"] for h in g.get_state_history(cfg, limit=3)])
print([h.metadata["step"] for h in g.get_state_history(cfg, before=hist[2].config)])
print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"source": "input"})])
print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"run": 2})])
print(all(h.parent_config["configurable"]["checkpoint_id"] == n.config["configurable"]["checkpoint_id"] for h, n in zip(hist, hist[1:])))
sub_cfg = {"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}}
sh = list(g.get_state_history(sub_cfg))
print(len(sh), [(h.metadata["step"], h.metadata["source"], h.next, h.values["log"]) for h in sh])
print(sorted(sh[0].config["configurable"]), sh[0].config["configurable"]["checkpoint_ns"])
old = g.get_state(sh[-2].config)
print(old.values, old.next, old.metadata["step"])
print([h.metadata["step"] for h in g.get_state_history(sub_cfg, limit=2)])
try:
    print(list(g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": "nope"}})))
except Exception as e:
    print("bad ns", type(e).__name__, e)
