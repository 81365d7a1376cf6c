# https://github.com/langchain-ai/langgraph/pull/4486 , #8753 , #6027 : RetryPolicy and CachePolicy on a Send worker: only the failing worker retried; cache keyed per Send argument
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    xs: list
    out: Annotated[list, operator.add]
tries = {}
def w(x):
    tries[x] = tries.get(x, 0) + 1
    if x == 2 and tries[x] < 3:
        raise ConnectionError("flaky 2")
    return {"out": [x * 10]}
g = (StateGraph(S).add_node("split", lambda s: {})
     .add_node("w", w, retry_policy=RetryPolicy(initial_interval=0, jitter=False), cache_policy=CachePolicy())
     .add_edge(START, "split").add_conditional_edges("split", lambda s: [Send("w", x) for x in s["xs"]], ["w"])
     .compile(cache=InMemoryCache()))
print(sorted(g.invoke({"xs": [1, 2, 3], "out": []})["out"]), sorted(tries.items()))
ups = list(g.stream({"xs": [1, 2, 4], "out": []}, stream_mode="updates"))
print(sorted(str(u) for u in ups))
print(sorted(tries.items()))
