# https://github.com/langchain-ai/langgraph/pull/4486 , docs#1239 : a cached node returning Command(goto=..., update=...): on a cache hit does the goto still route? cached conditional-edge source
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy, Command
from langgraph.cache.memory import InMemoryCache
calls = []
class S(TypedDict):
    x: int
    path: list
def router(s):
    calls.append("router")
    return Command(goto="even" if s["x"] % 2 == 0 else "odd", update={"path": s["path"] + ["router"]})
def cond_src(s):
    calls.append("cond_src")
    return {"path": s["path"] + ["cond_src"]}
g = (StateGraph(S).add_node("router", router, cache_policy=CachePolicy(), destinations=("even", "odd"))
     .add_node("even", lambda s: {"path": s["path"] + ["even"]}).add_node("odd", lambda s: {"path": s["path"] + ["odd"]})
     .add_node("cond_src", cond_src, cache_policy=CachePolicy())
     .add_edge(START, "router").add_edge("even", "cond_src").add_edge("odd", "cond_src")
     .add_conditional_edges("cond_src", lambda s: END).compile(cache=InMemoryCache()))
for x in (2, 2, 3, 3):
    print(x, g.invoke({"x": x, "path": []}), list(g.stream({"x": x, "path": []}, stream_mode="updates"))[0])
print(calls)
