# https://github.com/langchain-ai/langgraph/pull/4486 , #8753 : CachePolicy on nodes with key_func and ttl, cached flag in updates, cache with checkpointer, clear_cache by node
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    x: int
    y: int
runs = []
def expensive(s):
    runs.append(("exp", s["x"])); return {"y": s["x"] * 2}
def other(s):
    runs.append(("other", s["y"])); return {"y": s["y"] + 1}
g = StateGraph(S)
g.add_node("expensive", expensive, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
g.add_node("other", other, cache_policy=CachePolicy(ttl=120))
g.add_edge(START, "expensive"); g.add_edge("expensive", "other"); g.add_edge("other", END)
app = g.compile(cache=InMemoryCache())
print(list(app.stream({"x": 1, "y": 0}, stream_mode="updates")))
print(list(app.stream({"x": 1, "y": 5}, stream_mode="updates")))
print(list(app.stream({"x": 2, "y": 0}, stream_mode=["updates", "tasks"])))
print(runs)
app.clear_cache(nodes=["other"])
print(list(app.stream({"x": 1, "y": 0}, stream_mode="updates")))
app.clear_cache()
print(app.invoke({"x": 1, "y": 0}), runs)
