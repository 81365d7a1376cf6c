# https://github.com/langchain-ai/langgraph/pull/1648 : a cached @task (CachePolicy) called from Send-reached workers with repeated payloads in one step and again in a second run: how many times the task body runs, each worker's result, and the updates stream (subgraphs=True) of the cached run
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import Send, CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = []
@task(cache_policy=CachePolicy())
def slow_square(n):
    calls.append(n)
    return n * n
class S(TypedDict, total=False):
    items: list
    item: int
    log: Annotated[list, operator.add]
def fan(s):
    return [Send("worker", {"item": i}) for i in s["items"]]
def worker(s):
    return {"log": [slow_square(s["item"]).result()]}
g = (StateGraph(S).add_node("worker", worker).add_conditional_edges(START, fan, ["worker"]).add_edge("worker", END)
     .compile(cache=InMemoryCache()))
print(g.invoke({"items": [2, 3]}), sorted(calls))
calls.clear()
print(sorted(g.invoke({"items": [3, 4, 2]})["log"]), sorted(calls))
calls.clear()
out = [(len(ns), sorted(u), [v for v in u.values() if not isinstance(v, dict)]) for ns, u in g.stream({"items": [4]}, stream_mode="updates", subgraphs=True)]
print(sorted(map(str, out)), calls)
