# https://github.com/langchain-ai/langgraph/issues/4084 , #6577 : async entrypoint awaiting asyncio.gather of @task calls, one interrupting; resume; updates sorted
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
async def sq(x):
    return x * x
@task
async def confirm(total):
    return interrupt({"total": total})
@entrypoint(checkpointer=InMemorySaver())
async def wf(xs):
    vals = await asyncio.gather(*[sq(x) for x in xs])
    ok = await confirm(sum(vals))
    return {"vals": list(vals), "ok": ok}
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    ups = [u async for u in wf.astream([1, 2, 3], cfg, stream_mode="updates")]
    print(sorted(map(str, ups)))
    print(await wf.ainvoke(Command(resume="yes"), cfg))
    st = await wf.aget_state(cfg)
    print(st.values, st.next)
asyncio.run(main())
