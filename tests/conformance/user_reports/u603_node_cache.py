# https://github.com/langchain-ai/langgraph/pull/4486 , PR 4749 , langchain-azure PR 1014 : CachePolicy on StateGraph nodes with InMemoryCache: hits, key_func over part of the state, ttl, cached flag in updates/tasks/debug, clear_cache(nodes=...)
import time
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
calls = []
class S(TypedDict):
    x: int
    y: str
    out: str
def exp(s):
    calls.append(("exp", s["x"], s["y"]))
    return {"out": f"{s['x']}{s['y']}"}
def keyed(s):
    calls.append(("keyed", s["x"]))
    return {"y": s["y"] + "!"}
g = (StateGraph(S).add_node("exp", exp, cache_policy=CachePolicy(ttl=120))
     .add_node("keyed", keyed, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
     .add_edge(START, "exp").add_edge("exp", "keyed").add_edge("keyed", END)
     .compile(cache=InMemoryCache(), checkpointer=InMemorySaver()))
c = {"configurable": {"thread_id": "1"}}
print(g.invoke({"x": 1, "y": "a", "out": ""}, c))
print(list(g.stream({"x": 1, "y": "a", "out": ""}, c, stream_mode="updates")))
print(list(g.stream({"x": 1, "y": "b", "out": ""}, c, stream_mode="updates")))
for ev in g.stream({"x": 1, "y": "b", "out": ""}, c, stream_mode="tasks"):
    print(ev.get("name"), sorted(ev))
print(calls)
g.clear_cache(nodes=["keyed"])
print(g.invoke({"x": 1, "y": "b", "out": ""}, c), calls[-2:])
g.clear_cache()
print(g.invoke({"x": 1, "y": "b", "out": ""}, c), calls[-2:])
print(g.get_state(c).values, len(list(g.get_state_history(c))))
