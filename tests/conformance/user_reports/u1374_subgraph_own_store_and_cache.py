# https://github.com/langchain-ai/langgraph/issues/7990 : a subgraph compiled with a store and cache of its own, added as a node of a parent compiled with other ones (and with none): which store its nodes write to (runtime.store, get_store()), which cache serves its cached node on the second run, and the same subgraph invoked by hand inside a node
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy
from langgraph.config import get_store
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore
from langgraph.cache.memory import InMemoryCache
class S(TypedDict, total=False):
    x: int
    tag: str
calls = []
def write(s, runtime: Runtime):
    calls.append(("write", s["tag"], runtime.store is None, get_store() is None))
    if runtime.store is not None:
        runtime.store.put(("log",), s["tag"] + "-runtime", {"x": s["x"]})
        get_store().put(("log",), s["tag"] + "-get", {"x": s["x"]})
    return {"x": s["x"] + 1}
child_store, child_cache = InMemoryStore(), InMemoryCache()
child = StateGraph(S).add_node("write", write, cache_policy=CachePolicy()).add_edge(START, "write").compile(store=child_store, cache=child_cache)
parent_store, parent_cache = InMemoryStore(), InMemoryCache()
def by_hand(s):
    return {"x": child.invoke({"x": s["x"], "tag": "hand"})["x"]}
for label, kw in (("parent-own", {"store": parent_store, "cache": parent_cache}), ("parent-none", {})):
    g = StateGraph(S).add_node("child", child).add_node("by_hand", by_hand).add_edge(START, "child").add_edge("child", "by_hand").compile(**kw)
    for run in range(2):
        calls.clear()
        out = list(g.stream({"x": 1, "tag": label}, stream_mode="updates", subgraphs=True))
        print(label, run, [(ns[:1] and ns[0].split(":")[0], sorted(c)) for ns, c in out], calls)
    print(label, "child store", sorted(i.key for i in child_store.search(("log",))), "parent store", sorted(i.key for i in parent_store.search(("log",))))
