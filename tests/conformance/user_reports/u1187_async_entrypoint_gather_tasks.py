# https://github.com/langchain-ai/langgraph/pull/3108 : an async @entrypoint that gathers async and sync @tasks (futures awaited in a different order than created), uses previous across two turns and entrypoint.final, with a checkpointer: outputs, updates stream chunk names (sorted: the sync task runs on a thread), and the saved value
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
async def double(x: int) -> int:
    await asyncio.sleep(0)
    return x * 2
@task
def square(x: int) -> int:
    return x * x
@entrypoint(checkpointer=InMemorySaver())
async def main_flow(nums: list, *, previous=None):
    futs = [double(n) for n in nums] + [square(n) for n in nums]
    rev = [await f for f in reversed(futs)]
    got = await asyncio.gather(*[double(n + 100) for n in nums])
    total = sum(rev) + sum(got) + (previous or 0)
    return entrypoint.final(value={"rev": rev, "got": list(got), "total": total}, save=total)
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    print(await main_flow.ainvoke([1, 2], cfg))
    chunks = [c async for c in main_flow.astream([3], cfg, stream_mode="updates")]
    print(sorted(k for c in chunks for k in c))
    print("last", chunks[-1])
    st = await main_flow.aget_state(cfg)
    print("state", st.values, st.next)
asyncio.run(main())
