# https://github.com/langchain-ai/langgraph/issues/2604 , langchain-mongodb#129 : config metadata / configurable keys that collide with checkpoint metadata (step, source, parents), NUL characters, keys starting with "__", checkpoint_ns/thread_id in metadata; update_state's metadata
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
g = StateGraph(S).add_node("a", lambda s: {"x": 1}).add_edge(START, "a").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1", "user_id": "u\x00x", "step": 77, "__secret": "s", "ratio": 0.5, "obj": [1]},
       "metadata": {"step": 99, "source": "mine", "parents": "p", "writes": "w", "tag": "a\x00b", "__hidden": 1, "thread_id": "other", "checkpoint_ns": "zz"}}
g.invoke({"x": 0}, cfg)
for h in g.get_state_history({"configurable": {"thread_id": "1"}}):
    print(sorted((k, v) for k, v in h.metadata.items()))
g.update_state({"configurable": {"thread_id": "1"}, "metadata": {"source": "x", "who": "editor", "n": 2}}, {"x": 5})
print(sorted(g.get_state({"configurable": {"thread_id": "1"}}).metadata.items()))
