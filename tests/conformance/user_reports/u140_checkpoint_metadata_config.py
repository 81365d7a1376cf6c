# https://github.com/langchain-ai/langchain-mongodb/issues/129 (round 2: saver side) : config metadata and configurable values in checkpoint metadata, saver list(filter=, limit=), get_tuple
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: int
b = StateGraph(S); b.add_node("a", lambda s: {"v": s["v"] + 1}); b.add_edge(START, "a"); b.add_edge("a", END)
cp = InMemorySaver()
g = b.compile(checkpointer=cp)
cfg = {"configurable": {"thread_id": "1", "user_id": "u9", "model": "m"}, "metadata": {"run_tag": "x", "n": 3}}
g.invoke({"v": 1}, cfg)
for t in cp.list({"configurable": {"thread_id": "1"}}):
    print(t.metadata, sorted(t.checkpoint["channel_values"]), t.checkpoint["channel_versions"].keys() and sorted(t.checkpoint["channel_versions"]), len(t.pending_writes or []))
print([t.metadata["step"] for t in cp.list(None, filter={"run_tag": "x"})])
print([t.metadata["step"] for t in cp.list({"configurable": {"thread_id": "1"}}, filter={"source": "loop"}, limit=1)])
tup = cp.get_tuple({"configurable": {"thread_id": "1"}})
print(tup.config["configurable"].keys(), tup.parent_config["configurable"].keys(), tup.checkpoint["v"], sorted(tup.checkpoint))
st = g.get_state({"configurable": {"thread_id": "1"}})
print(st.metadata, st.config["configurable"].keys())
