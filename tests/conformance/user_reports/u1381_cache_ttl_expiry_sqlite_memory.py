# https://github.com/langchain-ai/langchain-azure/pull/1014 : CachePolicy(ttl=...) as the cache samples set it, over InMemoryCache and SqliteCache: a hit inside the ttl, a miss once it passed (the node runs again and the entry is renewed), a ttl=None node next to it, clear_cache(nodes=[...]) on a SqliteCache, and a fresh graph object reading the same SqliteCache file
import os
import tempfile
import time
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.cache.sqlite import SqliteCache
class S(TypedDict, total=False):
    x: int
    a: int
    b: int
calls = []
def short(s):
    calls.append("short")
    return {"a": s["x"] * 2}
def forever(s):
    calls.append("forever")
    return {"b": s["x"] * 3}
path = os.path.join(tempfile.mkdtemp(), "cache.db")
def build(cache):
    return (StateGraph(S).add_node("short", short, cache_policy=CachePolicy(ttl=1)).add_node("forever", forever, cache_policy=CachePolicy())
            .add_edge(START, "short").add_edge(START, "forever").compile(cache=cache))
for name, cache in (("memory", InMemoryCache()), ("sqlite", SqliteCache(path=path))):
    g = build(cache)
    for label, pause in (("first", 0), ("within", 0), ("expired", 1.3), ("renewed", 0)):
        time.sleep(pause)
        calls.clear()
        out = list(g.stream({"x": 2}, stream_mode="updates"))
        print(name, label, sorted((list(c)[0], "__metadata__" in c) for c in out), sorted(calls))
    g.clear_cache(nodes=["forever"])
    calls.clear()
    print(name, "cleared forever", g.invoke({"x": 2}), sorted(calls))
calls.clear()
print("fresh graph, same file", build(SqliteCache(path=path)).invoke({"x": 2}), sorted(calls))
