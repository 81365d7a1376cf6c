# https://github.com/langchain-ai/langgraph/issues/547 , #2928 , #4084 : sync entrypoint run with ainvoke/astream (sync tasks in threads), async entrypoint run with invoke (error text), async task awaited twice, a sync task called from an async task
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def s_task(x):
    return x * 2
@task
async def a_task(x):
    return await s_task(x) + 1
@entrypoint(checkpointer=InMemorySaver())
def sync_wf(x: int):
    return [s_task(x).result(), s_task(x + 1).result()]
@entrypoint(checkpointer=InMemorySaver())
async def async_wf(x: int):
    f = a_task(x)
    a = await f
    b = await f
    return [a, b]
async def main():
    c = {"configurable": {"thread_id": "1"}}
    print(await sync_wf.ainvoke(1, c))
    print([ch async for ch in sync_wf.astream(2, c, stream_mode="updates")])
    print(await async_wf.ainvoke(3, c))
    print(sorted(map(str, [ch async for ch in async_wf.astream(4, c, stream_mode="updates")])))
asyncio.run(main())
try:
    print(async_wf.invoke(5, {"configurable": {"thread_id": "2"}}))
except Exception as e:
    print("sync call of async", type(e).__name__, str(e)[:120])
