# https://github.com/langchain-ai/langgraphjs/pull/1225 : cache key functions that return something other than str / bytes (an int, a tuple, None) or raise, on a node (InMemoryCache and SqliteCache) and on a @task in an entrypoint: the error type and text a run fails with (the key function's own error, the hash's TypeError), its notes, and str / bytes keys that work
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.cache.sqlite import SqliteCache
class S(TypedDict, total=False):
    x: int
calls = []
for kf_name, kf in (("int", lambda s: s["x"]), ("tuple", lambda s: (s["x"],)), ("none", lambda s: None), ("raises", lambda s: 1 / 0), ("str", lambda s: "k"), ("bytes", lambda s: b"k")):
    for cname, cache in (("mem", InMemoryCache()), ("sql", SqliteCache(path=":memory:"))):
        g = StateGraph(S).add_node("n", lambda s: calls.append(1) or {"x": s["x"] + 1}, cache_policy=CachePolicy(key_func=kf)).add_edge(START, "n").compile(cache=cache)
        calls.clear()
        try:
            a = list(g.stream({"x": 1}, stream_mode="updates")); b = list(g.stream({"x": 1}, stream_mode="updates"))
            print(kf_name, cname, a, b, len(calls))
        except Exception as e:
            print(kf_name, cname, "ERR", type(e).__name__, str(e)[:80], len(calls))
from langgraph.func import task, entrypoint
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
for kf_name, kf in (("int", lambda x: x), ("none", lambda x: None), ("raises", lambda x: 1 / 0), ("str", lambda x: str(x))):
    @task(cache_policy=CachePolicy(key_func=kf))
    def t(x):
        return x * 2
    @entrypoint(cache=InMemoryCache())
    def wf(x):
        return t(x).result()
    try:
        print(kf_name, wf.invoke(3), wf.invoke(3))
    except Exception as e:
        print(kf_name, "ERR", type(e).__name__, str(e)[:80], [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
