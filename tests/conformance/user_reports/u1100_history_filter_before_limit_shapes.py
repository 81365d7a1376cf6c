# https://github.com/langchain-ai/langgraph/pull/604 : get_state_history with filter=, before= and limit= combined on a thread with a loop, an update_state and a fork: the ids (as positions), step, source, parents, writes-free metadata keys, next, created_at presence and parent positions
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
g = (StateGraph(S).add_node("inc", lambda s: {"n": s["n"] + 1, "log": ["inc"]})
     .add_edge(START, "inc").add_conditional_edges("inc", lambda s: "inc" if s["n"] < 3 else END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"n": 0, "log": []}, cfg)
g.update_state(cfg, {"log": ["edit"]}, as_node="inc")
hist = list(g.get_state_history(cfg))
pos = {h.config["configurable"]["checkpoint_id"]: i for i, h in enumerate(hist)}
def P(c): return None if c is None else pos.get(c["configurable"]["checkpoint_id"], "?")
def row(h): return (P(h.config), h.metadata.get("step"), h.metadata.get("source"), h.metadata.get("parents"), sorted(h.metadata), h.next, isinstance(h.created_at, str), P(h.parent_config))
for h in hist: print(row(h))
print("filter loop", [row(h)[:3] for h in g.get_state_history(cfg, filter={"source": "loop"})])
print("filter step", [row(h)[:3] for h in g.get_state_history(cfg, filter={"step": 2})])
print("filter both", [row(h)[:3] for h in g.get_state_history(cfg, filter={"source": "input", "step": -1})])
print("filter miss", [row(h)[:3] for h in g.get_state_history(cfg, filter={"source": "nope"})])
print("before", [row(h)[:3] for h in g.get_state_history(cfg, before=hist[2].config)])
print("before+limit", [row(h)[:3] for h in g.get_state_history(cfg, before=hist[1].config, limit=2)])
print("before+filter", [row(h)[:3] for h in g.get_state_history(cfg, before=hist[1].config, filter={"source": "loop"}, limit=1)])
print("limit0", [row(h)[:3] for h in g.get_state_history(cfg, limit=0)])
fork = g.update_state(hist[3].config, {"n": 10})
print("fork", P(fork), fork["configurable"].get("checkpoint_ns"), sorted(fork["configurable"]))
hist2 = list(g.get_state_history(cfg))
print(len(hist2), hist2[0].values, hist2[0].next, hist2[0].metadata["source"], hist2[0].metadata["step"], P(hist2[0].parent_config))
print("from fork", [(h.metadata["step"], h.metadata["source"]) for h in g.get_state_history(hist2[0].config)])
