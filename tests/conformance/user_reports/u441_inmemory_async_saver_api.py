# https://github.com/langchain-ai/langgraph/issues/8039 , #1761 : InMemorySaver async API through a graph: alist(before, limit, filter), aget_tuple of a checkpoint id, pending writes after an interrupt, adelete_thread, aupdate_state
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    v: str
async def ask(s):
    return {"v": s["v"] + interrupt("?")}
async def main():
    saver = InMemorySaver()
    g = StateGraph(S).add_node("a", lambda s: {"v": s["v"] + "a"}).add_node("ask", ask).add_edge(START, "a").add_edge("a", "ask").compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    await g.ainvoke({"v": ""}, cfg)
    lst = [c async for c in saver.alist(cfg)]
    print([(c.metadata["step"], c.metadata["source"]) for c in lst])
    print([c.metadata["step"] async for c in saver.alist(cfg, before=lst[0].config, limit=1)])
    print([c.metadata["step"] async for c in saver.alist(None, filter={"step": 0})])
    t = await saver.aget_tuple(lst[0].config)
    print([(w[1], type(w[2]).__name__) for w in t.pending_writes])
    t1 = await saver.aget_tuple(lst[1].config)
    print(t1.metadata["step"], t1.parent_config is not None, t1.pending_writes)
    await g.aupdate_state(cfg, {"v": "edited"}, as_node="a")
    print((await g.aget_state(cfg)).values, (await g.aget_state(cfg)).next)
    print(await g.ainvoke(Command(resume="!"), cfg))
    await saver.adelete_thread("1")
    print(await saver.aget_tuple(cfg), (await g.aget_state(cfg)).values)
asyncio.run(main())
