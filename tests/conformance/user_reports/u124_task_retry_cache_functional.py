# https://github.com/langchain-ai/langgraph/pull/4486 (functional part) , #5012 : @task retry_policy / cache_policy, failures surfacing in entrypoint, async
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver

attempts = {"flaky": 0, "cached": 0}

@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False, retry_on=ValueError))
def flaky(x: int) -> int:
    attempts["flaky"] += 1
    if attempts["flaky"] < 3:
        raise ValueError(f"flaky {attempts['flaky']}")
    return x * 10

@task(cache_policy=CachePolicy())
def cached(x: int) -> int:
    attempts["cached"] += 1
    return x + 100

@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False))
def always_fails(x: int) -> int:
    raise KeyError("nope")

@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x: int) -> dict:
    a = flaky(x).result()
    b = cached(x).result()
    c = cached(x).result()
    try:
        always_fails(x).result()
        err = None
    except KeyError as e:
        err = repr(e)
    return {"a": a, "b": b, "c": c, "err": err}

print(wf.invoke(1, {"configurable": {"thread_id": "1"}}), attempts)
for ch in wf.stream(1, {"configurable": {"thread_id": "2"}}, stream_mode="updates"):
    print(ch)
print(attempts)

@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False))
async def afail(x):
    attempts["afail"] = attempts.get("afail", 0) + 1
    raise RuntimeError("async boom")

@entrypoint(checkpointer=InMemorySaver())
async def awf(x: int) -> int:
    return await afail(x)

async def main():
    try:
        await awf.ainvoke(1, {"configurable": {"thread_id": "3"}})
    except Exception as e:
        print(type(e).__name__, e, attempts.get("afail"))
    st = awf.get_state({"configurable": {"thread_id": "3"}})
    print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
asyncio.run(main())
