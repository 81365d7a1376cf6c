# https://github.com/langchain-ai/langgraph/pull/370 : stream_mode=["tasks", "debug"] for a node that fails once under a RetryPolicy and a node served from a CachePolicy on the second run: how many task / task_result events each shows, their error and result fields, and the debug step numbers
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    log: Annotated[list, operator.add]
attempts = {"n": 0}
def flaky(s):
    attempts["n"] += 1
    if attempts["n"] == 1:
        raise ConnectionError("flaky once")
    return {"log": ["flaky"]}
def cached(s): return {"log": ["cached"]}
g = (StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0, jitter=False, retry_on=ConnectionError))
     .add_node("cached", cached, cache_policy=CachePolicy()).add_edge(START, "flaky").add_edge("flaky", "cached").compile(cache=InMemoryCache()))
for run in range(2):
    for mode, c in g.stream({"log": []}, stream_mode=["tasks", "debug", "updates"]):
        if mode == "tasks":
            print(run, mode, c["name"], "result" in c, c.get("result"), repr(c.get("error")))
        elif mode == "debug":
            print(run, mode, c["type"], c["step"], c["payload"].get("name"), c["payload"].get("result"), repr(c["payload"].get("error")))
        else:
            print(run, mode, c)
