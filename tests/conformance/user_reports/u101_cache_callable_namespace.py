# https://github.com/langchain-ai/langgraph/issues/8753 : cache namespace of callable-object nodes shared across graphs
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache

class S(TypedDict):
    out: str

shared = InMemoryCache()
class HandlerA:
    def __call__(self, s: S) -> S: return {"out": "from graph A"}
class HandlerB:
    def __call__(self, s: S) -> S: return {"out": "from graph B"}

def build(handler, name="n"):
    g = StateGraph(S)
    g.add_node(name, handler, cache_policy=CachePolicy())
    g.add_edge(START, name); g.add_edge(name, END)
    return g.compile(cache=shared)

a, b = build(HandlerA()), build(HandlerB())
print(a.invoke({"out": ""}))
print(b.invoke({"out": ""}))
for c in b.stream({"out": ""}, stream_mode="updates"):
    print(c)
def fa(s): return {"out": "fa"}
def fb(s): return {"out": "fb"}
c1, c2 = build(fa), build(fb)
print(c1.invoke({"out": ""}), c2.invoke({"out": ""}))
from functools import partial
def base(s, tag): return {"out": tag}
p1, p2 = build(partial(base, tag="p1")), build(partial(base, tag="p2"))
print(p1.invoke({"out": ""}), p2.invoke({"out": ""}))
