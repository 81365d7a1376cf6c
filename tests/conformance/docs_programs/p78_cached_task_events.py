# a @task with a cache policy: the second run is served from the entrypoint's cache
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache

runs = []

@task(cache_policy=CachePolicy())
def cube(x):
    runs.append(x)
    return x ** 3

@entrypoint(cache=InMemoryCache())
def wf(x):
    return cube(x).result() + cube(x + 1).result()

for _ in range(2):
    for mode, chunk in wf.stream(2, stream_mode=["tasks", "updates"]):
        print(mode, {k: v for k, v in chunk.items() if k != "id"})
print(runs)
