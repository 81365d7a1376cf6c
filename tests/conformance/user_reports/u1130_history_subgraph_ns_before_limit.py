# https://github.com/langchain-ai/langgraph/issues/5639 : get_state_history on a subgraph's config (its checkpoint_ns from get_state(subgraphs=True)) with limit / before / filter, while paused and after finishing; the subgraph snapshots' config keys, parent_config ns, and metadata parents
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask=" + interrupt("q")]}
sub = StateGraph(S).add_sequence([("s1", lambda s: {"log": ["s1"]}), ("s2", lambda s: {"log": ["s2"]}), ("ask", ask)]).add_edge(START, "s1").compile()
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
scfg = g.get_state(cfg, subgraphs=True).tasks[0].state.config
def row(h): return (h.metadata["step"], h.metadata["source"], [k.split(":")[0] for k in h.metadata["parents"]], h.next, sorted(h.config["configurable"]), h.parent_config and h.parent_config["configurable"]["checkpoint_ns"].split(":")[0])
print("pinned", [row(h) for h in g.get_state_history(scfg)])
ns_only = {"configurable": {"thread_id": "1", "checkpoint_ns": scfg["configurable"]["checkpoint_ns"]}}
hist = list(g.get_state_history(ns_only))
for h in hist: print(row(h))
print([row(h)[:2] for h in g.get_state_history(ns_only, limit=2)])
print([row(h)[:2] for h in g.get_state_history(ns_only, before=hist[1].config)])
print([row(h)[:2] for h in g.get_state_history(ns_only, before=hist[1].config, limit=1)])
print([row(h)[:2] for h in g.get_state_history(ns_only, filter={"step": 1})])
print([row(h)[:2] for h in g.get_state_history(ns_only, filter={"source": "input"})])
g.invoke(Command(resume="y"), cfg)
print([row(h)[:2] for h in g.get_state_history(ns_only)], g.get_state(ns_only).values)
print([row(h)[:4] for h in g.get_state_history(cfg)])
