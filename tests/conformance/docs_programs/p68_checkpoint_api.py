from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    n: int
def inc(state): return {"n": state["n"] + 1}
def dbl(state): return {"n": state["n"] * 2}
saver = InMemorySaver()
g = StateGraph(S).add_node(inc).add_node(dbl).add_edge(START, "inc").add_edge("inc", "dbl").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "a"}}
g.invoke({"n": 1}, cfg)
g.invoke({"n": 5}, cfg)
hist = list(g.get_state_history(cfg))
print([(h.metadata["step"], h.values, h.next) for h in hist])
mid = hist[3]
snap = g.get_state({"configurable": {"thread_id": "a", "checkpoint_id": mid.config["configurable"]["checkpoint_id"]}})
print(snap.values, snap.next, snap.metadata["step"])
print([c.metadata["step"] for c in saver.list(cfg, limit=3)])
print([c.metadata["step"] for c in saver.list(cfg, before={"configurable": {"checkpoint_id": mid.config["configurable"]["checkpoint_id"]}})])
print(saver.get(cfg)["channel_values"])
print(sorted(saver.get_tuple(cfg).metadata.keys()))
g.invoke({"n": 0}, {"configurable": {"thread_id": "b"}})
print(sorted({c.config["configurable"]["thread_id"] for c in saver.list(None)}))
saver.delete_thread("a")
print(g.get_state(cfg).values, len(list(saver.list(cfg))))
print(g.invoke(None, {"configurable": {"thread_id": "b", "checkpoint_id": list(g.get_state_history({"configurable": {"thread_id": "b"}}))[1].config["configurable"]["checkpoint_id"]}}))
