# https://github.com/langchain-ai/langgraph/pull/4486 : retry_policy and cache_policy given to @entrypoint itself: the whole entrypoint re-run on a retried error (which @task results are reused), the entrypoint's own cached result on a second call (updates and how often the body ran)
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
body = []
@task
def step(x):
    body.append(("step", x))
    return x + 1
@entrypoint(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError))
def flaky(x):
    body.append(("flaky", x))
    y = step(x).result()
    if len([b for b in body if b[0] == "flaky"]) < 2:
        raise ConnectionError("once")
    return y
print(list(flaky.stream(1, stream_mode="updates")), body)
body.clear()
@entrypoint(cache=InMemoryCache(), cache_policy=CachePolicy())
def cached(x):
    body.append(("cached", x))
    return step(x).result()
for x in [1, 1, 2]:
    print(x, list(cached.stream(x, stream_mode="updates")), body)
