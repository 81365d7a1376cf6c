import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

@task
async def double(x: int) -> int:
    await asyncio.sleep(0)
    return x * 2

@entrypoint(checkpointer=InMemorySaver())
async def wf(x: int) -> dict:
    d = await double(x)
    answer = interrupt({"doubled": d})
    more = await asyncio.gather(double(d), double(d + 1))
    return {"answer": answer, "more": more}

async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async for c in wf.astream(3, cfg, stream_mode=["updates", "values"]):
        print(c)
    chunks = [sorted(map(str, c.items())) async for c in wf.astream(Command(resume="yes"), cfg, stream_mode="updates")]
    print(sorted(chunks))  # the gathered calls may finish in either order
    print((await wf.aget_state(cfg)).values)
    print(await wf.ainvoke(5, {"configurable": {"thread_id": "2"}}, version="v2"))
asyncio.run(main())
