# https://github.com/langchain-ai/langgraph/issues/4072 , docs 'node caching' : which cache a cached node inside a subgraph uses when parent and subgraph were compiled with or without an InMemoryCache: as a node, invoked inside a node, alone; how often the node body runs over three calls; a cached @task in an @entrypoint invoked inside a node
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.cache.memory import InMemoryCache
from langgraph.types import CachePolicy
from langgraph.func import entrypoint, task
class S(TypedDict):
    x: int
calls = {"n": 0}
def slow(s):
    calls["n"] += 1
    return {"x": s["x"] + 1}
def build_sub(cache):
    return StateGraph(S).add_node("slow", slow, cache_policy=CachePolicy()).add_edge(START, "slow").compile(cache=cache)
for pcache, scache in [(None, InMemoryCache()), (InMemoryCache(), None), (InMemoryCache(), InMemoryCache()), (None, None)]:
    sub = build_sub(scache)
    for how in ["node", "func"]:
        calls["n"] = 0
        node = sub if how == "node" else (lambda s: sub.invoke(s))
        app = StateGraph(S).add_node("c", node).add_edge(START, "c").compile(cache=pcache)
        outs = [app.invoke({"x": 1}) for _ in range(3)]
        print(pcache is not None, scache is not None, how, outs[-1], calls["n"])
    calls["n"] = 0
    print("  alone", [sub.invoke({"x": 1}) for _ in range(2)][-1], calls["n"])
@task(cache_policy=CachePolicy())
def t(x):
    calls["n"] += 1
    return x * 2
@entrypoint(cache=InMemoryCache())
def inner_ep(x):
    return t(x).result()
calls["n"] = 0
outer = StateGraph(S).add_node("c", lambda s: {"x": inner_ep.invoke(s["x"])}).add_edge(START, "c").compile()
print("ep in node", [outer.invoke({"x": 2}) for _ in range(3)][-1], calls["n"])
