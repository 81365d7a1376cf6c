# https://github.com/langchain-ai/langgraph/pull/3762 , #789 : AsyncSqliteSaver alist(filter/limit/before), aget_tuple, adelete_thread, concurrent ainvoke on two threads
import asyncio, os, tempfile, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

class S(TypedDict):
    log: Annotated[list, operator.add]
async def a(s): return {"log": ["a"]}
async def b_(s): return {"log": ["b"]}
b = StateGraph(S); b.add_node("a", a); b.add_node("b", b_); b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("b", END)
async def main():
    async with AsyncSqliteSaver.from_conn_string(os.path.join(tempfile.mkdtemp(), "x.db")) as cp:
        g = b.compile(checkpointer=cp)
        cfgs = [{"configurable": {"thread_id": t}} for t in ("t1", "t2")]
        outs = await asyncio.gather(*(g.ainvoke({"log": [c["configurable"]["thread_id"]]}, c, metadata={"who": c["configurable"]["thread_id"]}) for c in cfgs))
        print(outs)
        print([(c.metadata["step"], c.metadata.get("who")) async for c in cp.alist(cfgs[0])])
        print([c.metadata["step"] async for c in cp.alist(None, filter={"who": "t2", "step": 1})])
        print([c.metadata["step"] async for c in cp.alist(cfgs[0], limit=2)])
        latest = await cp.aget_tuple(cfgs[0])
        print([c.metadata["step"] async for c in cp.alist(cfgs[0], before=latest.config)])
        await cp.adelete_thread("t1")
        print(await cp.aget_tuple(cfgs[0]), len([c async for c in cp.alist(None)]))
        print((await g.aget_state(cfgs[1])).values)
asyncio.run(main())
