# https://github.com/langchain-ai/langgraph/pull/2876 : a cached node in a checkpointed thread: a second thread with the same input (served from the cache, its checkpoints and writes), a replay from the checkpoint before the node (cached or run again), a fork with update_state changing the node's input (a miss), and get_state_history's sources
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]
calls = []
def prep(s):
    calls.append("prep")
    return {"log": ["prep"]}
def slow(s):
    calls.append("slow%d" % s["x"])
    return {"log": ["slow%d" % s["x"]]}
g = (StateGraph(S).add_node("prep", prep).add_node("slow", slow, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
     .add_edge(START, "prep").add_edge("prep", "slow").compile(checkpointer=InMemorySaver(), cache=InMemoryCache()))
for tid in ("a", "b"):
    calls.clear()
    cfg = {"configurable": {"thread_id": tid}}
    print(tid, list(g.stream({"x": 1}, cfg, stream_mode="updates")), calls)
hist = list(g.get_state_history({"configurable": {"thread_id": "b"}}))
print([(h.metadata["source"], h.metadata["step"], h.next, h.values.get("log")) for h in hist])
before = next(h for h in hist if h.next == ("slow",))
calls.clear()
print("replay", list(g.stream(None, before.config, stream_mode="updates")), calls)
fork = g.update_state(before.config, {"x": 5})
calls.clear()
print("fork", list(g.stream(None, fork, stream_mode="updates")), calls)
print(g.get_state({"configurable": {"thread_id": "b"}}).values)
