# https://github.com/langchain-ai/langgraph/pull/3251 , #4084 : async entrypoint, async tasks with asyncio.gather, get_stream_writer inside tasks and the entrypoint, custom+updates modes, sync task awaited
import asyncio
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
@task
async def fetch(i):
    w = get_stream_writer()
    w({"fetch": i})
    return i + 100
@task
def sync_part(x):
    get_stream_writer()(f"sync {x}")
    return -x
@entrypoint(checkpointer=InMemorySaver())
async def wf(n: int):
    w = get_stream_writer()
    w("start")
    res = await asyncio.gather(*[fetch(i) for i in range(n)])
    s = await sync_part(sum(res))
    w("end")
    return {"res": res, "s": s}
async def main():
    c = {"configurable": {"thread_id": "1"}}
    out = []
    async for ch in wf.astream(3, c, stream_mode=["custom", "updates"]):
        out.append(ch)
    print(out[0], out[-2:])
    print(sorted(str(o) for o in out[1:-2]))
    print(await wf.ainvoke(2, {"configurable": {"thread_id": "2"}}))
asyncio.run(main())
