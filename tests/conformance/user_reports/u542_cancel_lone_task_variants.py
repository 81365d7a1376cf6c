# https://github.com/langchain-ai/langgraph/pull/6775 , #6950 , PR 2902 : a run cancelled from outside while its only task awaits: what each stream configuration saves for it (invoke, astream values / custom / messages / subgraphs=True, durability sync/exit), a parallel step, and continuing the thread
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    block: bool
started = None
async def first(s):
    return {"log": ["first"]}
async def wait(s):
    if s["block"]:
        started.set()
        await asyncio.Event().wait()
    return {"log": ["wait"]}
async def quick(s):
    return {"log": ["quick"]}
def build(parallel):
    b = StateGraph(S).add_node("first", first).add_node("wait", wait).add_edge(START, "first").add_edge("first", "wait").add_edge("wait", END)
    if parallel:
        b.add_node("quick", quick).add_edge("first", "quick")
    return b.compile(checkpointer=InMemorySaver())
async def case(name, parallel=False, durability="async", **kw):
    global started
    started = asyncio.Event()
    g = build(parallel)
    cfg = {"configurable": {"thread_id": "1"}}
    async def go():
        async for _ in g.astream({"log": [], "block": True}, cfg, durability=durability, **kw):
            pass
    t = asyncio.ensure_future(go())
    await started.wait()
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        pass
    st = await g.aget_state(cfg)
    print(name, st.next, sorted(st.values["log"]), sorted((tk.name, tk.error) for tk in st.tasks), sorted(w[1] for w in g.checkpointer.get_tuple(cfg).pending_writes))
    await g.aupdate_state(cfg, {"block": False})
    print("  continued", sorted((await g.ainvoke(None, cfg))["log"]))
async def main():
    await case("values", stream_mode="values")
    await case("updates", stream_mode="updates")
    await case("custom", stream_mode=["updates", "custom"])
    await case("messages", stream_mode="messages")
    await case("subgraphs", stream_mode="updates", subgraphs=True)
    await case("sync-durability", durability="sync")
    await case("exit-durability", durability="exit")
    await case("parallel", parallel=True)
asyncio.run(main())
