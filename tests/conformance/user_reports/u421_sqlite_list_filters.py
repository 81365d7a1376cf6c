# https://github.com/langchain-ai/langchain-mongodb/issues/129 , #1761 : SqliteSaver list() with filter / before / limit / checkpoint_ns, across threads; get_state_history filter/before/limit; delete_thread
import sqlite3
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver

class S(TypedDict):
    v: int
saver = SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))
g = StateGraph(S).add_node("a", lambda s: {"v": s["v"] + 1}).add_node("b", lambda s: {"v": s["v"] * 2}).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=saver)
for t in ("t1", "t2"):
    g.invoke({"v": 1}, {"configurable": {"thread_id": t}}, )
    g.invoke({"v": 5}, {"configurable": {"thread_id": t}, "metadata": {"user": t}})
c1 = {"configurable": {"thread_id": "t1"}}
allc = list(saver.list(c1))
print(len(allc), [(c.metadata["step"], c.metadata["source"], c.checkpoint["channel_values"].get("v")) for c in allc])
print([c.metadata["step"] for c in saver.list(c1, limit=3)])
print([c.metadata["step"] for c in saver.list(c1, before=allc[2].config)])
print([c.metadata["step"] for c in saver.list(c1, before=allc[2].config, limit=2)])
print([(c.metadata["step"], c.config["configurable"]["thread_id"]) for c in saver.list(None, filter={"source": "input"})])
print([(c.metadata["step"], c.config["configurable"]["thread_id"]) for c in saver.list(None, filter={"user": "t2"})])
print([c.metadata["step"] for c in saver.list(c1, filter={"step": 1, "source": "loop"})])
print([c.metadata["step"] for c in saver.list({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}, limit=1)])
print(len(list(saver.list({"configurable": {"thread_id": "t1", "checkpoint_ns": "nope"}}))))
print([h.metadata["step"] for h in g.get_state_history(c1, limit=2)], [h.metadata["step"] for h in g.get_state_history(c1, filter={"source": "input"})], [h.metadata["step"] for h in g.get_state_history(c1, before=allc[1].config, limit=2)])
saver.delete_thread("t1")
print(len(list(saver.list(c1))), len(list(saver.list({"configurable": {"thread_id": "t2"}}))), g.get_state(c1).values, g.get_state(c1).next)
print(saver.get_tuple(c1))
print(g.invoke({"v": 10}, c1), len(list(saver.list(c1))))
