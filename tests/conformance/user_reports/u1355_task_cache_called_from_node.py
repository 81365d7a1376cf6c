# https://github.com/langchain-ai/langgraph/pull/1648 : a @task(cache_policy=CachePolicy(key_func=...)) called from a StateGraph node (the graph compiled with cache=InMemoryCache()): calls on two runs whose arguments differ only where key_func does not look, the updates stream (subgraphs=True) of the cached run, and clear_cache()
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = []
@task(cache_policy=CachePolicy(key_func=lambda n, salt=None: str(n)))
def square(n, salt=None):
    calls.append((n, salt))
    return n * n
class S(TypedDict, total=False):
    n: int
    salt: int
    out: list
def node(s):
    a = square(s["n"], salt=s["salt"])
    c = square(s["n"] + 1)
    return {"out": [a.result(), c.result()]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(cache=InMemoryCache())
for i in range(2):
    calls.clear()
    print(i, list(g.stream({"n": 3, "salt": i}, stream_mode="updates", subgraphs=True)), sorted(calls))
g.clear_cache()
calls.clear()
print("cleared", g.invoke({"n": 3, "salt": 5}), sorted(calls))
