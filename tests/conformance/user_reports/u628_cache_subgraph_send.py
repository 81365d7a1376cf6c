# https://github.com/langchain-ai/langgraph/pull/4486 , #8753 : CachePolicy on Send-spawned nodes (cache per packet), on a subgraph node, on a node inside a subgraph; what updates/values show on a hit
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy, Send
from langgraph.cache.memory import InMemoryCache
calls = []
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def work(s):
    calls.append(("work", s["items"][0]))
    return {"out": [s["items"][0] * 2]}
def inner(s):
    calls.append(("inner", len(s["out"])))
    return {"out": ["inner"]}
sub = StateGraph(S).add_node("inner", inner, cache_policy=CachePolicy()).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("start", lambda s: {}).add_node("work", work, cache_policy=CachePolicy()).add_node("sub", sub)
     .add_edge(START, "start").add_conditional_edges("start", lambda s: [Send("work", {"items": [i], "out": []}) for i in s["items"]], ["work"])
     .add_edge("work", "sub").add_edge("sub", END).compile(cache=InMemoryCache()))
print(sorted(map(str, g.invoke({"items": [1, 2], "out": []})["out"])))
print(sorted(map(str, g.invoke({"items": [2, 3], "out": []})["out"])))
print(sorted(calls))
ups = list(g.stream({"items": [1], "out": []}, stream_mode="updates", subgraphs=True))
print([(tuple(n.split(":")[0] for n in ns), d) for ns, d in ups])
print(sorted(calls))
