# https://github.com/langchain-ai/langgraph/pull/2902 : an astream consumer wrapped in asyncio.wait_for times out while the second node hangs: what the thread's checkpoint then holds (values, next, tasks), the history's steps, and a later ainvoke(None) once the node no longer hangs; then asyncio.timeout around astream under each durability mode (sync / async / exit) and the history each leaves
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
gate = {"hang": True}
async def one(s): return {"log": ["one"]}
async def two(s):
    if gate["hang"]:
        await asyncio.Event().wait()
    return {"log": ["two"]}
b = StateGraph(S).add_node("one", one).add_node("two", two).add_edge(START, "one").add_edge("one", "two").add_edge("two", END)
g = b.compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    seen = []
    async def consume():
        async for c in g.astream({"log": []}, cfg, stream_mode="updates"):
            seen.append(c)
    try:
        await asyncio.wait_for(consume(), 0.5)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__)
    print("seen", seen)
    st = await g.aget_state(cfg)
    print("values", st.values, "next", st.next, [t.name for t in st.tasks])
    print("steps", [h.metadata["step"] async for h in g.aget_state_history(cfg)])
    gate["hang"] = False
    print("resume", await g.ainvoke(None, cfg))
    print("after", (await g.aget_state(cfg)).next)
asyncio.run(main())
async def durabilities():
    for dur in ["sync", "async", "exit"]:
        cfg = {"configurable": {"thread_id": "d-" + dur}}
        gate["hang"] = True
        try:
            async with asyncio.timeout(0.3):
                async for c in g.astream({"log": []}, cfg, durability=dur):
                    print(dur, "chunk", c)
        except TimeoutError:
            print(dur, "timeout")
        st = await g.aget_state(cfg)
        print(dur, st.values, st.next, [t.name for t in st.tasks])
        print(dur, "steps", [h.metadata["step"] async for h in g.aget_state_history(cfg)])
        gate["hang"] = False
        print(dur, "resumed", await g.ainvoke(None, cfg))
asyncio.run(durabilities())
