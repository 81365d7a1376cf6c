# https://github.com/langchain-ai/langgraph/issues/5829 : @task(cache_policy=CachePolicy(key_func=..., ttl=...)) in an @entrypoint with InMemoryCache: hits across runs for the same key, misses for another, the cached task's update marker, and the cache cleared through the entrypoint
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = []
@task(cache_policy=CachePolicy(key_func=lambda q, **kw: q.lower(), ttl=3600))
def lookup(q: str, *, verbose=False):
    calls.append(q)
    return "res:" + q
@entrypoint(cache=InMemoryCache())
def wf(qs: list):
    return [lookup(q).result() for q in qs]
print(wf.invoke(["A", "b"]), calls)
print(wf.invoke(["a", "B", "c"]), calls)
print(list(wf.stream(["C"], stream_mode="updates")), calls)
wf.clear_cache()
print(wf.invoke(["a"]), calls)
