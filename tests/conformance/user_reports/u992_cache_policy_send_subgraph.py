# https://github.com/langchain-ai/langgraph/issues/5829 : cache_policy on a node reached by Send (each Send arg its own key) and on a subgraph node; second run's updates carry the cached marker, how many real calls happened, and tasks stream results for cached tasks
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
calls = []
def work(x):
    calls.append(x["i"])
    return {"out": [x["i"] * 2]}
class Sub(TypedDict):
    out: Annotated[list, operator.add]
def subnode(s):
    calls.append("sub")
    return {"out": ["sub"]}
sub = StateGraph(Sub).add_node("subnode", subnode).add_edge(START, "subnode").compile()
b = StateGraph(S)
b.add_node("work", work, cache_policy=CachePolicy())
b.add_node("sub", sub, cache_policy=CachePolicy())
b.add_conditional_edges(START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"])
b.add_edge("work", "sub")
g = b.compile(cache=InMemoryCache())
for items in ([1, 2], [2, 3], [1, 2]):
    ups = list(g.stream({"items": items, "out": []}, stream_mode="updates"))
    print(items, sorted(map(str, ups)), calls)
    calls.clear()
print(sorted((c["name"], str(c.get("result"))) for c in g.stream({"items": [1], "out": []}, stream_mode="tasks") if "result" in c))
