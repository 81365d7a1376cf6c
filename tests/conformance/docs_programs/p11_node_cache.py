import time
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.cache.memory import InMemoryCache
from langgraph.types import CachePolicy

class State(TypedDict):
    x: int
    result: int

calls = []
def expensive_node(state: State) -> dict[str, int]:
    calls.append(state["x"])
    return {"result": state["x"] * 2}

builder = StateGraph(State)
builder.add_node("expensive_node", expensive_node, cache_policy=CachePolicy(ttl=60))
builder.set_entry_point("expensive_node")
builder.set_finish_point("expensive_node")
graph = builder.compile(cache=InMemoryCache())
print(graph.invoke({"x": 5}, stream_mode="updates"))
print(graph.invoke({"x": 5}, stream_mode="updates"))
print(graph.invoke({"x": 6}, stream_mode="updates"))
print(graph.invoke({"x": 5}))
print(calls)
graph.clear_cache()
print(graph.invoke({"x": 5}, stream_mode="updates"))
print(calls)

def key_fn(state):
    return str(state["x"] % 2)
b2 = StateGraph(State)
b2.add_node("expensive_node", expensive_node, cache_policy=CachePolicy(key_func=key_fn))
b2.add_edge(START, "expensive_node")
g2 = b2.compile(cache=InMemoryCache())
for x in [1, 3, 2, 5]:
    print(list(g2.stream({"x": x}, stream_mode=["updates", "values"])))
print(calls)
