# https://github.com/langchain-ai/langgraph/issues/4751 , PR 4468 : cache_policy on nodes that are runnables (a RunnableSequence, a RunnableLambda, a generator function, a partial, a callable object): second run served from cache (stream updates metadata), call counts, the cache namespaces a custom BaseCache sees, clear_cache(nodes=...)
import operator
from functools import partial
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.cache.base import BaseCache
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
class DictCache(BaseCache):
    def __init__(self):
        super().__init__()
        self.d = {}
        self.ns = set()
    def get(self, keys):
        return {k: self.serde.loads_typed(self.d[k]) for k in keys if k in self.d}
    async def aget(self, keys):
        return self.get(keys)
    def set(self, pairs):
        for (ns, k), (v, ttl) in pairs.items():
            self.ns.add(ns)
            self.d[(ns, k)] = self.serde.dumps_typed(v)
    async def aset(self, pairs):
        self.set(pairs)
    def clear(self, namespaces=None):
        print("clear", sorted(n for n in namespaces if n[-1] != "__start__") if namespaces is not None else None)
        self.d = {k: v for k, v in self.d.items() if namespaces is not None and k[0] not in namespaces}
    async def aclear(self, namespaces=None):
        self.clear(namespaces)
calls = {}
def count(name):
    calls[name] = calls.get(name, 0) + 1
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def step(s):
    count("seq")
    return {"log": ["seq"]}
def lam(s):
    count("lam")
    return {"log": ["lam"]}
def gen(s):
    count("gen")
    yield {"log": ["gen"]}
def add(s, n):
    count("partial")
    return {"log": [f"p{n}"]}
class Obj:
    def __call__(self, s):
        count("obj")
        return {"log": ["obj"]}
cp = CachePolicy()
g = StateGraph(S)
g.add_node("seq", RunnableLambda(lambda s: s) | RunnableLambda(step), cache_policy=cp)
g.add_node("lam", RunnableLambda(lam), cache_policy=cp)
g.add_node("gen", gen, cache_policy=cp)
g.add_node("part", partial(add, n=2), cache_policy=cp)
g.add_node("obj", Obj(), cache_policy=cp)
order = ["seq", "lam", "gen", "part", "obj"]
g.add_edge(START, "seq")
for a, b in zip(order, order[1:]):
    g.add_edge(a, b)
cache = DictCache()
app = g.compile(cache=cache)
print(app.invoke({"x": 1, "log": []}), calls)
print([sorted(u) for u in app.stream({"x": 1, "log": []}, stream_mode="updates")], calls)
print(sorted(cache.ns))
app.clear_cache(nodes=["seq", "gen"])
print(app.invoke({"x": 1, "log": []}), calls)
