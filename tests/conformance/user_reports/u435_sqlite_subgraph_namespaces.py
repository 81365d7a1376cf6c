# https://github.com/langchain-ai/langchain-mongodb/issues/129 , #1761 : SqliteSaver list() of a thread with a checkpointer=True subgraph: root namespace only vs all, checkpoint_ns filter, metadata, delete_thread removing the subgraph's too
import sqlite3
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.sqlite import SqliteSaver

class S(TypedDict):
    v: int
saver = SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))
sub = StateGraph(S).add_node("s", lambda s: {"v": s["v"] + 10}).add_edge(START, "s").compile(checkpointer=True)
g = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"v": s["v"] * 2}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"v": 1}, cfg))
print(g.invoke({"v": 2}, cfg))
allc = list(saver.list(cfg))
print(len(allc), sorted({c.config["configurable"]["checkpoint_ns"] for c in allc}))
root = list(saver.list({"configurable": {"thread_id": "1", "checkpoint_ns": ""}}))
print(len(root), [c.metadata["step"] for c in root])
subc = list(saver.list({"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}}))
print(len(subc), [(c.metadata["step"], c.checkpoint["channel_values"].get("v")) for c in subc])
print([c.metadata["step"] for c in saver.list(None, filter={"source": "input"})])
st = g.get_state(cfg, subgraphs=True)
print(st.values, st.next, st.tasks)
saver.delete_thread("1")
print(len(list(saver.list(cfg))), len(list(saver.list({"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}}))))
