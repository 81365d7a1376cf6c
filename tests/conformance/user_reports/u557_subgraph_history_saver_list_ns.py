# https://github.com/langchain-ai/langchain-mongodb/issues/129 , PR 1530 , #1761 : SqliteSaver list() with checkpoint_ns for a checkpointer=True subgraph over two invocations, get_state_history of the subgraph namespace, filters and before/limit there
import sqlite3
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    n: int
sub = StateGraph(S).add_node("inc", lambda s: {"n": s["n"] + 1}).add_node("dbl", lambda s: {"n": s["n"] * 2}).add_edge(START, "inc").add_edge("inc", "dbl").compile(checkpointer=True)
saver = SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))
g = StateGraph(S).add_node("child", sub).add_edge(START, "child").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
print(g.invoke({"n": 1}, cfg), g.invoke({"n": 10}, cfg))
nss = sorted({c.config["configurable"]["checkpoint_ns"] for c in saver.list(cfg)})
print(nss)
sub_cfg = {"configurable": {"thread_id": "t", "checkpoint_ns": "child"}}
print([(c.metadata["step"], c.metadata["source"], c.checkpoint["channel_values"].get("n")) for c in saver.list(sub_cfg)])
hist = list(g.get_state_history(sub_cfg))
print([(h.metadata["step"], h.values, h.next) for h in hist])
print([h.metadata["step"] for h in g.get_state_history(sub_cfg, filter={"source": "loop"}, limit=3)])
print([h.values for h in g.get_state_history(sub_cfg, before=hist[2].config)])
print(g.get_state(sub_cfg).values, [h.metadata["step"] for h in g.get_state_history(cfg)])
print(len(list(saver.list({"configurable": {"thread_id": "t", "checkpoint_ns": ""}}))))  # (list() with a config without thread_id: round 1 #41, left)
