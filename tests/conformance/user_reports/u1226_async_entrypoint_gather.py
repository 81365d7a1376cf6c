# https://github.com/langchain-ai/langgraph/pull/3202 : an async @entrypoint awaiting async @task futures with asyncio.gather, a sync task awaited from it, and astream(stream_mode="updates") of the run (sorted within the parallel step); an async task raising, and the error seen by the caller
import asyncio
from langgraph.func import entrypoint, task
@task
async def fetch(i):
    await asyncio.sleep(0)
    return "f%d" % i
@task
def sync_len(xs): return len(xs)
@task
async def boom(i):
    raise ValueError("bad %d" % i)
@entrypoint()
async def main(n):
    vals = await asyncio.gather(*[fetch(i) for i in range(n)])
    k = await sync_len(list(vals))
    return {"vals": list(vals), "k": k}
@entrypoint()
async def failing(n):
    try:
        await asyncio.gather(fetch(0), boom(1))
    except ValueError as e:
        return "caught " + str(e)
async def run():
    ups = [c async for c in main.astream(3, stream_mode="updates")]
    print(sorted(str(u) for u in ups[:3]), ups[3:])
    print(await main.ainvoke(2))
    print(await failing.ainvoke(0))
    print([c async for c in failing.astream(0, stream_mode="updates")])
asyncio.run(run())
