# https://github.com/langchain-ai/langgraph/issues/5682 , PR 6775 : a run cancelled from outside while (a) a subgraph node's inner task awaits, (b) a sync node runs in a worker thread; what the root and the subgraph namespace keep, and invoke(None) afterwards
import asyncio, threading, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    block: bool
started = None
release = threading.Event()
async def inner_wait(s):
    if s["block"]:
        started.set()
        await asyncio.Event().wait()
    return {"log": ["inner"]}
def sync_wait(s):
    if s["block"]:
        loop.call_soon_threadsafe(started.set)
        release.wait(5)
    return {"log": ["sync"]}
sub = StateGraph(S).add_node("prep", lambda s: {"log": ["prep"]}).add_node("inner_wait", inner_wait).add_edge(START, "prep").add_edge("prep", "inner_wait").compile()
async def run(node, name):
    global started
    started = asyncio.Event()
    saver = InMemorySaver()
    g = StateGraph(S).add_node("first", lambda s: {"log": ["first"]}).add_node("n", node).add_edge(START, "first").add_edge("first", "n").compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    t = asyncio.ensure_future(g.ainvoke({"log": [], "block": True}, cfg))
    await started.wait()
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print(name, "cancelled")
    release.set()
    st = await g.aget_state(cfg, subgraphs=True)
    print(" ", st.next, sorted(st.values["log"]), [(tk.name, tk.error, tk.state.values if tk.state is not None and hasattr(tk.state, "values") else None) for tk in st.tasks])
    print(" ", sorted((c.config["configurable"]["checkpoint_ns"].split(":")[0], c.metadata["step"], tuple(sorted(w[1] for w in c.pending_writes))) for c in saver.list(None)))
    await g.aupdate_state(cfg, {"block": False})
    print(" ", sorted((await g.ainvoke(None, cfg))["log"]))
    release.clear()
async def main():
    global loop
    loop = asyncio.get_running_loop()
    await run(sub, "subgraph")
    await run(sync_wait, "sync node")
asyncio.run(main())
