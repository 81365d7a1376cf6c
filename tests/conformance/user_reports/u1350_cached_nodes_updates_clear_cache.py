# https://github.com/langchain-ai/langgraph/pull/4749 : node caching as the docs show it: a node with CachePolicy(ttl=...) over InMemoryCache, the updates stream of the second run (the "__metadata__": {"cached": True} entry), a key_func ignoring part of the input, clear_cache(nodes=[...]) and clear_cache(), and a cached node's writes reaching state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict, total=False):
    x: int
    noise: int
    log: Annotated[list, operator.add]
calls = []
def slow(s):
    calls.append("slow")
    return {"log": ["slow%d" % s["x"]]}
def keyed(s):
    calls.append("keyed")
    return {"log": ["keyed%d" % s["x"]]}
g = (StateGraph(S).add_node("slow", slow, cache_policy=CachePolicy(ttl=600))
     .add_node("keyed", keyed, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
     .add_edge(START, "slow").add_edge("slow", "keyed").compile(cache=InMemoryCache()))
for i, inp in enumerate([{"x": 1, "noise": 1}, {"x": 1, "noise": 1}, {"x": 1, "noise": 2}, {"x": 2, "noise": 2}]):
    calls.clear()
    print(i, list(g.stream(inp, stream_mode="updates")), calls)
g.clear_cache(nodes=["slow"])
calls.clear()
print("after clear slow", list(g.stream({"x": 1, "noise": 1}, stream_mode="updates")), calls)
g.clear_cache()
calls.clear()
print("after clear all", g.invoke({"x": 1, "noise": 1}), calls)
calls.clear()
print("values", list(g.stream({"x": 1, "noise": 1}, stream_mode=["values", "updates"])), calls)
