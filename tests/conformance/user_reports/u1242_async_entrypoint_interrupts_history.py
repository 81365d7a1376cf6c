# https://github.com/langchain-ai/langgraph/pull/3065 : an async @entrypoint whose async @task calls interrupt(), run with astream / ainvoke and resumed with Command(resume=...), then aget_state / aget_state_history and aupdate_state: the chunks, values, next, tasks and the history's sources
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
async def ask(q):
    return interrupt(q)
@task
async def shout(s):
    return s.upper()
@entrypoint(checkpointer=InMemorySaver())
async def main(q, *, previous=None):
    a = await ask(q)
    return {"answer": await shout(a), "prev": previous}
async def run():
    cfg = {"configurable": {"thread_id": "1"}}
    print([c async for c in main.astream("name?", cfg, stream_mode="updates")])
    st = await main.aget_state(cfg)
    print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], st.values)
    print([c async for c in main.astream(Command(resume="bob"), cfg, stream_mode="updates")])
    print(await main.ainvoke("again?", cfg))
    print(await main.ainvoke(Command(resume="amy"), cfg))
    await main.aupdate_state(cfg, {"answer": "EDITED", "prev": None})
    print([(h.metadata["source"], h.metadata["step"], h.next) async for h in main.aget_state_history(cfg)])
    print([(h.metadata["step"]) async for h in main.aget_state_history(cfg, limit=2)])
asyncio.run(run())
