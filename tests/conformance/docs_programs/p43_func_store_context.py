from dataclasses import dataclass
from langgraph.func import entrypoint, task
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime
from langgraph.types import StreamWriter, RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache

@dataclass
class Ctx:
    user: str

store = InMemoryStore()
attempts = {"n": 0}

@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, retry_on=RuntimeError))
def flaky(x: int) -> int:
    attempts["n"] += 1
    if attempts["n"] < 2:
        raise RuntimeError("flaky")
    return x * 10

calls = []
@task(cache_policy=CachePolicy())
def slow_square(x: int) -> int:
    calls.append(x)
    return x * x

@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx, cache=InMemoryCache())
def wf(x: int, *, runtime: Runtime[Ctx], writer: StreamWriter) -> dict:
    writer(f"user={runtime.context.user}")
    seen = runtime.store.get(("users",), runtime.context.user)
    count = (seen.value["count"] if seen else 0) + 1
    runtime.store.put(("users",), runtime.context.user, {"count": count})
    return {"count": count, "flaky": flaky(x).result(), "sq": slow_square(x).result(), "prev": runtime.previous}

cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(2, cfg, context=Ctx(user="ann")))
for c in wf.stream(2, cfg, context=Ctx(user="ann"), stream_mode=["custom", "updates"]):
    print(c)
print(calls, attempts)

@entrypoint(store=store)
def reader(user: str, *, store: BaseStore) -> int:
    item = store.get(("users",), user)
    return item.value["count"] if item else -1
print(reader.invoke("ann"), reader.invoke("bob"))
