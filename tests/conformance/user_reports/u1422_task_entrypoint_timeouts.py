# https://github.com/langchain-ai/langgraph/pull/7599 : timeouts in the functional API: an async @task(timeout=...) over its limit (the error seen by the entrypoint that awaits it, caught and answered), a @task retried after a timeout, an @entrypoint(timeout=...) itself over its limit, and a sync @task given a timeout (refused)
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy
from langgraph.errors import NodeTimeoutError
from langgraph.checkpoint.memory import InMemorySaver
@task(timeout=0.05)
async def slow(x):
    await asyncio.sleep(30)
    return x
calls = []
@task(timeout=0.05, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False))
async def flaky(x):
    calls.append(x)
    if len(calls) < 2:
        await asyncio.sleep(30)
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
async def main_ep(x):
    try:
        await slow(x)
    except NodeTimeoutError as e:
        got = f"slow timed out: {e.kind} {e.timeout}"
    return {"got": got, "flaky": await flaky(x)}
@entrypoint(timeout=0.05)
async def slow_ep(x):
    await asyncio.sleep(30)
    return x
async def run():
    print(await main_ep.ainvoke(3, {"configurable": {"thread_id": "1"}}), calls)
    try:
        await slow_ep.ainvoke(1)
    except NodeTimeoutError as e:
        print("entrypoint", type(e).__name__, e.kind, str(e).split(" (elapsed")[0])
asyncio.run(run())
try:
    @task(timeout=1)
    def sync_task(x):
        return x
    print("defined", type(sync_task).__name__)
    @entrypoint()
    def ep(x):
        return sync_task(x).result()
    print(ep.invoke(1))
except Exception as e:
    print("sync", type(e).__name__, str(e)[:150])
