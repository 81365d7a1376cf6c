# https://github.com/langchain-ai/langgraph/pull/2902 : an ainvoke task cancelled (task.cancel()) while one of two parallel branches hangs and the other has finished: the CancelledError, the thread's state (values, next, tasks with their results), whether the finished branch reruns on resume, and the final state
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = []
hang = {"on": True}
started = None
async def fast(s):
    runs.append("fast")
    return {"log": ["fast"]}
async def slow(s):
    runs.append("slow")
    started.set()
    if hang["on"]:
        await asyncio.Event().wait()
    return {"log": ["slow"]}
async def prep(s): return {"log": ["prep"]}
b = StateGraph(S).add_node("prep", prep).add_node("fast", fast).add_node("slow", slow).add_node("join", lambda s: {"log": ["join"]})
b.add_edge(START, "prep").add_edge("prep", "fast").add_edge("prep", "slow").add_edge(["fast", "slow"], "join").add_edge("join", END)
g = b.compile(checkpointer=InMemorySaver())
async def main():
    global started
    started = asyncio.Event()
    cfg = {"configurable": {"thread_id": "1"}}
    t = asyncio.create_task(g.ainvoke({"log": []}, cfg))
    await started.wait()
    for _ in range(5):
        await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled")
    st = await g.aget_state(cfg)
    print("values", st.values, "next", st.next)
    print("tasks", sorted((x.name, x.result) for x in st.tasks))
    hang["on"] = False
    runs.clear()
    print("resume", await g.ainvoke(None, cfg))
    print("reran", sorted(runs))
asyncio.run(main())
