# https://github.com/langchain-ai/langgraph/pull/2786 : one InMemoryCache given to two compiled graphs: the same function under the same and under another node name, another function under the same name, and a lambda: which runs are served from the cache (cached flags and calls), and clear_cache on one graph
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    x: int
calls = []
def work(s):
    calls.append("work")
    return {"x": s["x"] + 1}
def other(s):
    calls.append("other")
    return {"x": s["x"] + 100}
cache = InMemoryCache()
def build(name, fn):
    return StateGraph(S).add_node(name, fn, cache_policy=CachePolicy()).add_edge(START, name).compile(cache=cache)
graphs = {"g1": build("n", work), "g2": build("n", work), "g3": build("m", work), "g4": build("n", other),
          "g5": build("n", lambda s: calls.append("lam") or {"x": -1}), "g6": build("n", lambda s: calls.append("lam2") or {"x": -2})}
for name, g in graphs.items():
    calls.clear()
    print(name, list(g.stream({"x": 1}, stream_mode="updates")), calls)
graphs["g2"].clear_cache()
for name, g in graphs.items():
    calls.clear()
    print("again", name, list(g.stream({"x": 1}, stream_mode="updates")), calls)
