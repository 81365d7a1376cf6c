# https://github.com/langchain-ai/langgraph/issues/5672 : astream over two parallel async nodes, closed by the consumer after the fast node's update while the slow one still waits: the slow node is cancelled, the fast node's write is kept as a pending write for every durability, and astream(None) replays it (cached marker) instead of re-running it
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = []
async def main():
    gate = asyncio.Event()
    async def fast(s):
        runs.append("fast")
        return {"log": ["fast"]}
    async def slow(s):
        runs.append("slow")
        try:
            await gate.wait()
        except asyncio.CancelledError:
            runs.append("slow cancelled")
            raise
        return {"log": ["slow"]}
    async def join(s):
        runs.append("join")
        return {"log": ["join"]}
    b = StateGraph(S)
    b.add_node("fast", fast); b.add_node("slow", slow); b.add_node("join", join)
    b.add_edge(START, "fast"); b.add_edge(START, "slow"); b.add_edge(["fast", "slow"], "join")
    for dur in ["sync", "async", "exit"]:
        runs.clear(); gate.clear()
        g = b.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": dur}}
        agen = g.astream({"log": []}, cfg, stream_mode="updates", durability=dur)
        async for ch in agen:
            print(dur, "chunk", ch)
            break
        await agen.aclose()
        st = await g.aget_state(cfg)
        print(dur, runs, st.values, st.next, sorted((t.name, t.result) for t in st.tasks))
        gate.set()
        print(dur, [c async for c in g.astream(None, cfg, stream_mode="updates", durability=dur)], runs)
asyncio.run(main())
