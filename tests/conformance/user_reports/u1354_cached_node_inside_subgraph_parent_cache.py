# https://github.com/langchain-ai/langgraphjs/pull/1559 : a cached node inside a subgraph (the parent compiled with cache=InMemoryCache(), the child without): the second run's updates with subgraphs=True (which namespace carries the cached flag), the parent's own cached node, and the child node's call count; then the child reached through a Send with two payloads
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy, Send
from langgraph.cache.memory import InMemoryCache
class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]
calls = []
def child_work(s):
    calls.append(("child", s["x"]))
    return {"log": ["c%d" % s["x"]]}
def parent_work(s):
    calls.append(("parent", s["x"]))
    return {"log": ["p%d" % s["x"]]}
child = StateGraph(S).add_node("child_work", child_work, cache_policy=CachePolicy()).add_edge(START, "child_work").compile()
g = (StateGraph(S).add_node("parent_work", parent_work, cache_policy=CachePolicy()).add_node("child", child)
     .add_edge(START, "parent_work").add_edge("parent_work", "child").compile(cache=InMemoryCache()))
for i in range(2):
    calls.clear()
    out = list(g.stream({"x": 1}, stream_mode="updates", subgraphs=True))
    print(i, out, calls)
def fan(s): return [Send("child", {"x": 5}), Send("child", {"x": 6})]
g2 = StateGraph(S).add_node("child", child).add_conditional_edges(START, fan, ["child"]).compile(cache=InMemoryCache())
for i in range(2):
    calls.clear()
    out = g2.invoke({"x": 0})
    print("send", i, sorted(out["log"]), sorted(calls))
