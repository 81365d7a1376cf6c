# https://github.com/langchain-ai/langgraph/pull/4750 : @task(cache_policy=CachePolicy()) in an @entrypoint(cache=InMemoryCache()): the second run is served from the cache; the updates stream's entries (with their __metadata__ cached flag), how often the body ran, a key_func ignoring one argument, a ttl, and cache.clear()
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
runs = []
@task(cache_policy=CachePolicy())
def slow(x):
    runs.append(("slow", x))
    return x * 10
@task(cache_policy=CachePolicy(key_func=lambda x, note: str(x)))
def keyed(x, note):
    runs.append(("keyed", x, note))
    return "%d-%s" % (x, note)
cache = InMemoryCache()
@entrypoint(cache=cache)
def main(x):
    a = slow(x).result()
    b = keyed(x, "n%d" % len(runs)).result()
    return [a, b]
for x in [1, 1, 2]:
    print(x, list(main.stream(x, stream_mode="updates")), runs)
main.clear_cache()
print(main.invoke(1), runs)
