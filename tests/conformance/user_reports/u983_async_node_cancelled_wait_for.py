# https://github.com/langchain-ai/langgraph/issues/5672 : asyncio.wait_for cancels ainvoke while an async node awaits an event that never comes; the node sees CancelledError, the thread keeps the step before it, and a later ainvoke(None) with the event set finishes
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
events = []
async def first(s):
    return {"log": ["first"]}
async def waiter(s):
    started.set()
    try:
        await gate.wait()
    except asyncio.CancelledError:
        events.append("waiter cancelled")
        raise
    return {"log": ["waited"]}
async def main():
    global gate, started
    gate, started = asyncio.Event(), asyncio.Event()
    g = StateGraph(S).add_sequence([("first", first), ("waiter", waiter)]).add_edge(START, "first").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    task = asyncio.ensure_future(g.ainvoke({"log": []}, cfg, durability="sync"))
    await started.wait()
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        events.append("caller cancelled")
    st = await g.aget_state(cfg)
    print(events, st.values, st.next, [t.name for t in st.tasks])
    gate.set()
    print(await g.ainvoke(None, cfg), (await g.aget_state(cfg)).next)
asyncio.run(main())
