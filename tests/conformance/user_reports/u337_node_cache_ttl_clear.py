# https://github.com/langchain-ai/langgraph/pull/4486 , docs PR 4749 : node CachePolicy with key_func on the state, clear_cache(nodes=[...]), cache with a checkpointer, updates metadata, a cached node inside a subgraph
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    x: int
    tag: str
    log: Annotated[list, operator.add]
runs = []
def slow(state):
    runs.append(("slow", state["x"]))
    return {"log": [state["x"] * 10]}
def fast(state):
    runs.append(("fast", state["x"]))
    return {"log": ["f"]}
b = StateGraph(S)
b.add_node("slow", slow, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
b.add_node("fast", fast, cache_policy=CachePolicy())
b.add_edge(START, "slow"); b.add_edge("slow", "fast")
g = b.compile(cache=InMemoryCache(), checkpointer=InMemorySaver())
for i, (x, tag) in enumerate([(1, "a"), (1, "b"), (2, "a"), (1, "a")]):
    ups = list(g.stream({"x": x, "tag": tag, "log": []}, {"configurable": {"thread_id": str(i)}}, stream_mode="updates"))
    print(x, tag, ups)
print(runs)
g.clear_cache(nodes=["slow"])
runs.clear()
print(list(g.stream({"x": 1, "tag": "a", "log": []}, {"configurable": {"thread_id": "z"}}, stream_mode="updates")), runs)
sb = StateGraph(S); sb.add_node("slow", slow, cache_policy=CachePolicy()); sb.add_edge(START, "slow")
pb = StateGraph(S); pb.add_node("sub", sb.compile()); pb.add_edge(START, "sub")
pg = pb.compile(cache=InMemoryCache())
runs.clear()
for _ in range(2):
    print([(ns and [p.split(":")[0] for p in ns], u) for ns, u in pg.stream({"x": 5, "tag": "s", "log": []}, stream_mode="updates", subgraphs=True)])
print(runs)
