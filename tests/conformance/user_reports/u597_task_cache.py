# https://github.com/langchain-ai/langgraph/pull/4486 , PR 4749 : @task cache_policy with InMemoryCache: hits across invocations, key_func, ttl=None, the cached flag in updates, clear_cache
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = []
@task(cache_policy=CachePolicy())
def slow(x):
    calls.append(("slow", x))
    return x * 2
@task(cache_policy=CachePolicy(key_func=lambda x, y: str(x)))
def keyed(x, y):
    calls.append(("keyed", x, y))
    return f"{x}-{y}"
@entrypoint(cache=InMemoryCache())
def wf(inp: dict):
    return [slow(inp["a"]).result(), keyed(inp["a"], inp["b"]).result()]
print(wf.invoke({"a": 1, "b": "x"}))
print(wf.invoke({"a": 1, "b": "y"}))
print(wf.invoke({"a": 2, "b": "y"}))
print(calls)
for ch in wf.stream({"a": 1, "b": "z"}, stream_mode="updates"):
    print(ch)
wf.clear_cache()
print(wf.invoke({"a": 1, "b": "q"}))
print(calls)
