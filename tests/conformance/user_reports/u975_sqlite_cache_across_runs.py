# https://github.com/langchain-ai/langgraph/issues/5829 : a node with cache_policy over SqliteCache(":memory:"): a hit on the second run shows the `cached` metadata in updates, different input misses, a key_func over one field, and clearing the cache
import operator, sqlite3
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.cache.sqlite import SqliteCache
from langgraph.types import CachePolicy
class S(TypedDict):
    x: int
    tag: str
    out: Annotated[list, operator.add]
calls = []
def slow(s):
    calls.append(("slow", s["x"]))
    return {"out": [s["x"] * 10]}
def keyed(s):
    calls.append(("keyed", s["x"], s["tag"]))
    return {"out": [s["tag"]]}
b = StateGraph(S)
b.add_node("slow", slow, cache_policy=CachePolicy())
b.add_node("keyed", keyed, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
b.add_edge(START, "slow"); b.add_edge("slow", "keyed"); b.add_edge("keyed", END)
cache = SqliteCache(path=":memory:")
g = b.compile(cache=cache)
for inp in [{"x": 1, "tag": "a", "out": []}, {"x": 1, "tag": "a", "out": []}, {"x": 1, "tag": "b", "out": []}, {"x": 2, "tag": "b", "out": []}]:
    print(list(g.stream(inp, stream_mode="updates")), g.invoke(inp)["out"])
print(calls)
g.clear_cache()
calls.clear()
print(g.invoke({"x": 1, "tag": "a", "out": []}), calls)
g.clear_cache(nodes=["slow"])
calls.clear()
print(g.invoke({"x": 1, "tag": "z", "out": []}), calls)
