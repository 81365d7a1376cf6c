# https://github.com/langchain-ai/langgraph/pull/2917 : what a cache hit replays: a cached node returning Command(goto=...) (the goto taken again), a cached node followed by a conditional edge whose router counts its calls (is the router run again?), a router returning Sends after a cached node, and a cached node writing to the custom stream (its chunks on the hit)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy, Command, Send
from langgraph.config import get_stream_writer
from langgraph.cache.memory import InMemoryCache
class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]
calls = []
def jump(s) -> Command:
    calls.append("jump")
    get_stream_writer()({"from": "jump"})
    return Command(update={"log": ["jump"]}, goto="left" if s["x"] % 2 else "right")
def left(s):
    calls.append("left")
    return {"log": ["left"]}
def right(s):
    calls.append("right")
    return {"log": ["right"]}
def route(s):
    calls.append("route")
    return [Send("worker", {"x": i}) for i in range(s["x"] % 3 + 1)]
def worker(s):
    calls.append("worker%d" % s["x"])
    return {"log": ["w%d" % s["x"]]}
g = (StateGraph(S).add_node("jump", jump, cache_policy=CachePolicy(), destinations=("left", "right"))
     .add_node("left", left, cache_policy=CachePolicy()).add_node("right", right).add_node("worker", worker, cache_policy=CachePolicy())
     .add_edge(START, "jump").add_conditional_edges("left", route, ["worker"]).add_edge("right", END)
     .compile(cache=InMemoryCache()))
for x in (1, 1, 2, 2, 1):
    calls.clear()
    out = list(g.stream({"x": x}, stream_mode=["updates", "custom"]))
    print(x, [(m, sorted(c) if m == "updates" else c) for m, c in out], sorted(calls))
