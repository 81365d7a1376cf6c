# https://github.com/langchain-ai/langgraph/issues/3369 : an async @entrypoint that fans out async @tasks with asyncio.gather, one of which interrupts; astream with stream_mode=["updates", "custom"] (tasks write progress with get_stream_writer), the resume, and the final state / history length
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer
from langgraph.types import interrupt, Command
@task
async def fetch(i: int) -> int:
    get_stream_writer()({"fetching": i})
    if i == 2:
        return i * 100 + len(interrupt({"need": i}))
    return i * 100
@entrypoint(checkpointer=InMemorySaver())
async def wf(n: int, *, previous=None):
    vals = await asyncio.gather(*[fetch(i) for i in range(n)])
    return sum(vals)
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    for inp in [3, Command(resume="abcd")]:
        rows = []
        async for mode, ch in wf.astream(inp, cfg, stream_mode=["updates", "custom"]):
            rows.append((mode, {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in ch.items()} if mode == "updates" else ch))
        print(sorted(map(str, rows)))
    st = await wf.aget_state(cfg)
    print(st.values, st.next, len([h async for h in wf.aget_state_history(cfg)]))
asyncio.run(main())
