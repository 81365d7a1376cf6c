# https://github.com/langchain-ai/langgraph/pull/4486 (node caching docs/issues): CachePolicy hits and cached updates
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.cache.memory import InMemoryCache
from langgraph.types import CachePolicy

class State(TypedDict):
    x: int
    log: Annotated[list, operator.add]

calls = []
def expensive(state):
    calls.append(state["x"])
    return {"log": [f"computed {state['x']}"]}

def after(state):
    return {"log": ["after"]}

b = StateGraph(State)
b.add_node("expensive", expensive, cache_policy=CachePolicy(key_func=lambda s: str(s["x"])))
b.add_node("after", after)
b.add_edge(START, "expensive"); b.add_edge("expensive", "after"); b.add_edge("after", END)
g = b.compile(cache=InMemoryCache())
for x in (1, 1, 2, 1):
    print(list(g.stream({"x": x, "log": []}, stream_mode="updates")))
print("calls", calls)
print(list(g.stream({"x": 1, "log": []}, stream_mode=["tasks", "debug"]))[:1][0][0])
for ch in g.stream({"x": 1, "log": []}, stream_mode="tasks"):
    print(ch["name"], sorted(ch))
g.clear_cache()
print(list(g.stream({"x": 1, "log": []}, stream_mode="updates")))
print("calls", calls)
