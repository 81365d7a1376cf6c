# https://github.com/langchain-ai/langgraph/issues/4582 : CachePolicy on nodes: default key (the node input), a key_func that ignores part of the input, hits marked in updates mode (and in tasks/debug modes), clear_cache() and clear_cache(nodes=[...]) (also an unknown node), and clear_cache on a graph without a cache
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    x: Annotated[list, operator.add]
calls = []
def cached(s):
    calls.append(len(s["x"]))
    return {"x": [len(s["x"])]}
g = StateGraph(S); g.add_node("c", cached, cache_policy=CachePolicy(ttl=None)); g.add_edge(START, "c")
app = g.compile(cache=InMemoryCache())
print(app.invoke({"x": [1]}), app.invoke({"x": [1]}), app.invoke({"x": [2]}), len(calls))
print(list(app.stream({"x": [1]}, stream_mode="updates")))
print([(c["type"], c["payload"].get("name"), sorted(c["payload"])) for c in app.stream({"x": [1]}, stream_mode="debug")])
print([(c["name"], sorted(c)) for c in app.stream({"x": [1]}, stream_mode="tasks")])
app.clear_cache(); print(app.invoke({"x": [1]}), len(calls))
app.clear_cache(nodes=["c"]); print(app.invoke({"x": [1]}), len(calls))
print(app.clear_cache(nodes=["zz"]), app.invoke({"x": [1]}), len(calls))
try:
    g.compile().clear_cache()
except ValueError as e:
    print("ValueError", e)
gk = StateGraph(S); gk.add_node("c", cached, cache_policy=CachePolicy(key_func=lambda s: str(len(s["x"])))); gk.add_edge(START, "c")
ak = gk.compile(cache=InMemoryCache())
print(ak.invoke({"x": [1]}), ak.invoke({"x": [9]}), ak.invoke({"x": [9, 9]}), len(calls))
