# https://github.com/langchain-ai/langgraph/pull/4486 , #5012 : @task retry_policy and cache_policy inside an entrypoint; cached results across threads; failing for good
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
attempts = {}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0, jitter=False))
def flaky(x):
    attempts[x] = attempts.get(x, 0) + 1
    if attempts[x] < 3:
        raise ConnectionError(f"boom {x}")
    return x * 10
@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.0, retry_on=KeyError))
def bad(x):
    attempts[("bad", x)] = attempts.get(("bad", x), 0) + 1
    raise ValueError("nope")
runs = []
@task(cache_policy=CachePolicy(key_func=lambda x: str(x % 2)))
def slow(x):
    runs.append(x); return x * 100
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(xs: list):
    out = [flaky(x).result() for x in xs]
    cached = [slow(x).result() for x in xs]
    try:
        bad(1).result()
    except ValueError as e:
        out.append(f"caught {e}")
    return out + cached
print(wf.invoke([1, 2], {"configurable": {"thread_id": "1"}}))
print(sorted(attempts.items(), key=str), runs)
print(list(wf.stream([3], {"configurable": {"thread_id": "2"}}, stream_mode="updates")))
print(runs)
wf.clear_cache()
print(wf.invoke([5], {"configurable": {"thread_id": "3"}}), runs)
