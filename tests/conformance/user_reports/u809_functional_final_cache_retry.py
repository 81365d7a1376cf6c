# https://github.com/langchain-ai/langgraph/issues/6577 : functional API details in one thread: entrypoint.final value vs saved previous, its stream and history, update_state on an entrypoint (with and without as_node), a retried @task, a cached @task's hits and its updates chunk, a store and custom writer in an entrypoint, and returning a Command / None
from typing import Any
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, RetryPolicy, CachePolicy, StreamWriter
from langgraph.cache.memory import InMemoryCache
from langgraph.store.memory import InMemoryStore
@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous: Any = None):
    total = (previous or 0) + n
    return entrypoint.final(value=f"total={total}", save=total)
c = {"configurable": {"thread_id": "1"}}
print(counter.invoke(1, c), counter.invoke(2, c), counter.get_state(c).values)
print(list(counter.stream(3, c, stream_mode=["updates", "values"])))
print([(h.metadata["source"], h.metadata["step"], h.values) for h in counter.get_state_history(c)][:4])
counter.update_state(c, 100)
print(counter.invoke(1, c))
counter.update_state(c, 5, as_node="counter")
print(counter.invoke(1, c), counter.get_state(c).values)
att = {"n": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False))
def flaky(x):
    att["n"] += 1
    if att["n"] < 3:
        raise ConnectionError("no")
    return x * 2
@entrypoint()
def ep_retry(x):
    return flaky(x).result()
print(ep_retry.invoke(4), att["n"])
print([(x["name"], sorted(x)) for x in ep_retry.stream(1, stream_mode="tasks")])
calls = []
@task(cache_policy=CachePolicy())
def costly(x):
    calls.append(x)
    return x + 1
@entrypoint(cache=InMemoryCache())
def ep_cache(xs):
    return [costly(x).result() for x in xs]
print(ep_cache.invoke([1, 2, 1]), ep_cache.invoke([1, 3]), calls)
print(list(ep_cache.stream([1], stream_mode="updates")))
@entrypoint(store=InMemoryStore())
def ep_store(x, *, store, writer: StreamWriter):
    store.put(("ns",), "k", {"v": x})
    writer({"wrote": x})
    return store.get(("ns",), "k").value
print(list(ep_store.stream(7, stream_mode=["custom", "values"])))
@entrypoint()
def ep_cmd(x):
    return Command(update={"a": 1})
@entrypoint()
def ep_none(x):
    return None
print(ep_cmd.invoke(1), ep_none.invoke(1), list(ep_none.stream(1, stream_mode="updates")))
