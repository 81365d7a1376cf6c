# https://github.com/langchain-ai/langgraph/issues/4084 : async @entrypoint with async @task, astream updates, interrupt and resume, aget_state_history
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
async def fetch(x):
    await asyncio.sleep(0)
    return {"x": x}
@task
async def review(d):
    return {**d, "ok": interrupt(d)}
@entrypoint(checkpointer=InMemorySaver())
async def wf(x, *, previous=None):
    d = await fetch(x)
    r = await review(d)
    return {"prev": previous, "r": r}
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async for ch in wf.astream(1, cfg, stream_mode="updates"):
        print(ch)
    async for ch in wf.astream(Command(resume=True), cfg, stream_mode="updates"):
        print(ch)
    print(await wf.ainvoke(2, cfg) if False else "skip")
    print([(h.metadata["step"], h.next) async for h in wf.aget_state_history(cfg)])
    st = await wf.aget_state(cfg)
    print(st.values)
asyncio.run(main())
