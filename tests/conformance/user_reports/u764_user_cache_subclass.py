# https://github.com/langchain-ai/langgraph/pull/4468 (node caching) , custom cache reports : a user-written BaseCache (get/set/clear and async twins over a dict, recording calls): keys and namespaces LangGraph asks for, ttl passed to set, cached hits in stream updates, clear_cache with and without nodes (START's namespace, named after LangGraph's internal reader function, left out), a @task cache (its batched gets are thread timing: only their namespaces shown)
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.cache.base import BaseCache
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.func import entrypoint, task
class DictCache(BaseCache):
    def __init__(self):
        super().__init__()
        self.d = {}
        self.calls = []
    def get(self, keys):
        self.calls.append(("get", [(ns, len(k)) for ns, k in keys]))
        return {k: self.serde.loads_typed(self.d[k][0]) for k in keys if k in self.d}
    async def aget(self, keys):
        return self.get(keys)
    def set(self, pairs):
        self.calls.append(("set", [(ns, len(k), ttl) for (ns, k), (v, ttl) in pairs.items()]))
        for k, (v, ttl) in pairs.items():
            self.d[k] = (self.serde.dumps_typed(v), ttl)
    async def aset(self, pairs):
        self.set(pairs)
    def clear(self, namespaces=None):
        self.calls.append(("clear", namespaces if namespaces is None else [ns for ns in namespaces if ns[-1] != "__start__"]))
        if namespaces is None:
            self.d.clear()
        else:
            for k in [k for k in self.d if k[0] in namespaces]:
                del self.d[k]
    async def aclear(self, namespaces=None):
        self.clear(namespaces)
runs = {"a": 0, "b": 0}
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def a(s):
    runs["a"] += 1
    return {"log": [f"a{s['x']}"]}
def b(s):
    runs["b"] += 1
    return {"log": ["b"]}
g = StateGraph(S)
g.add_node("a", a, cache_policy=CachePolicy(ttl=60)); g.add_node("b", b, cache_policy=CachePolicy(key_func=lambda s: "const"))
g.add_edge(START, "a"); g.add_edge("a", "b")
cache = DictCache()
app = g.compile(cache=cache)
print(app.invoke({"x": 1, "log": []}))
for ch in app.stream({"x": 1, "log": []}, stream_mode="updates"):
    print(ch)
print(app.invoke({"x": 2, "log": []}), runs)
app.clear_cache(nodes=["a"])
print(app.invoke({"x": 1, "log": []}), runs)
app.clear_cache()
for c in cache.calls:
    print(c)
cache.calls.clear()
@task(cache_policy=CachePolicy())
def sq(x):
    runs["a"] += 1
    return x * x
@entrypoint(cache=cache)
def ep(xs):
    return [f.result() for f in [sq(x) for x in xs]]
async def main():
    print(await ep.ainvoke([2, 3]), await ep.ainvoke([3, 4]), runs)
asyncio.run(main())
print(sorted({c[0] for c in cache.calls}), sorted({ns for c in cache.calls for ns, *_ in c[1]}))
