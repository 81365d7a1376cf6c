# https://github.com/langchain-ai/langgraph/issues/1800 , async checkpointer reports : AsyncSqliteSaver with ainvoke / astream across an interrupt, aget_state, aget_state_history(limit, filter), alist, adelete_thread
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.types import Command, interrupt

class S(TypedDict):
    v: str
async def ask(s):
    return {"v": s["v"] + interrupt("more?")}
async def main():
    async with AsyncSqliteSaver.from_conn_string(":memory:") as saver:
        g = StateGraph(S).add_node("a", lambda s: {"v": s["v"] + "a"}).add_node("ask", ask).add_edge(START, "a").add_edge("a", "ask").compile(checkpointer=saver)
        cfg = {"configurable": {"thread_id": "x"}}
        print([c async for c in g.astream({"v": ">"}, cfg, stream_mode="updates")])
        st = await g.aget_state(cfg)
        print(st.next, st.values, [i.value for i in st.interrupts])
        print(await g.ainvoke(Command(resume="!"), cfg))
        print([(h.metadata["step"], h.next) async for h in g.aget_state_history(cfg, limit=3)])
        print([h.metadata["step"] async for h in g.aget_state_history(cfg, filter={"source": "update"})])
        print([c.metadata["step"] async for c in saver.alist(cfg, limit=2)])
        await saver.adelete_thread("x")
        print((await g.aget_state(cfg)).values, [c async for c in saver.alist(cfg)])
        try:
            g.invoke({"v": "s"}, cfg)
        except Exception as e:
            print(type(e).__name__, str(e)[:90])
asyncio.run(main())
