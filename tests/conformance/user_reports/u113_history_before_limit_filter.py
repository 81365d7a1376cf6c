# https://github.com/langchain-ai/langchain-mongodb/issues/129 (round 2: forks) , langgraph#4987 : get_state_history ordering with forks, before/limit/filter, parent_config
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b"]}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
app.invoke({"log": ["x"]}, cfg)
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in hist])
ids = [h.config["configurable"]["checkpoint_id"] for h in hist]
print([h.parent_config["configurable"]["checkpoint_id"] == ids[i + 1] for i, h in enumerate(hist[:-1])], hist[-1].parent_config)
# fork from the checkpoint after a
after_a = next(h for h in hist if h.next == ("b",))
fork_cfg = app.update_state(after_a.config, {"log": ["forked"]})
print(sorted(fork_cfg["configurable"]), fork_cfg["configurable"]["checkpoint_ns"])
print(app.invoke(None, fork_cfg))
hist2 = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values["log"]) for h in hist2])
print([(h.metadata["step"], h.metadata["source"]) for h in app.get_state_history(cfg, limit=2)])
print([(h.metadata["step"], h.metadata["source"]) for h in app.get_state_history(cfg, before=after_a.config)])
print([(h.metadata["step"], h.metadata["source"]) for h in app.get_state_history(cfg, filter={"source": "update"})])
print([(h.metadata["step"], h.metadata["source"]) for h in app.get_state_history(cfg, filter={"step": 1})])
print([(h.metadata["step"]) for h in app.get_state_history(after_a.config)])
print(app.get_state(after_a.config).values, app.get_state(after_a.config).next)
print(app.get_state(fork_cfg).metadata)
