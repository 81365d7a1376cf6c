# https://github.com/langchain-ai/langchain-mongodb/issues/129 , #1761 : get_state_history(filter={"source": "update"}), before=, limit=, metadata of updates; checkpoint_id lookups; list order
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
g = StateGraph(S).add_node("inc", lambda s: {"x": s["x"] + 1}).add_edge(START, "inc").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"x": 0}, cfg)
g.update_state(cfg, {"x": 10})
g.update_state(cfg, {"x": 20}, as_node="inc")
g.invoke(None, cfg)
g.invoke({"x": 5}, cfg, )
all_h = list(g.get_state_history(cfg))
print([(h.metadata["source"], h.metadata["step"], h.values, h.next) for h in all_h])
print([(h.metadata["source"], h.values) for h in g.get_state_history(cfg, filter={"source": "update"})])
print([(h.metadata["step"]) for h in g.get_state_history(cfg, before=all_h[2].config, limit=2)])
print([(h.metadata["step"]) for h in g.get_state_history(cfg, filter={"step": 1})])
print(g.get_state(all_h[3].config).values, g.get_state(all_h[3].config).metadata["source"])
print(all_h[0].parent_config["configurable"]["checkpoint_id"] == all_h[1].config["configurable"]["checkpoint_id"])
