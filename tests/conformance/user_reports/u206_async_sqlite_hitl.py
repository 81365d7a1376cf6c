# https://github.com/langchain-ai/langgraph/issues/1761 , #789 : AsyncSqliteSaver via async with from_conn_string: astream / astream_events through an interrupt and resume
import asyncio, os, tempfile
from typing import Annotated
from typing_extensions import TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

class S(TypedDict):
    log: Annotated[list, operator.add]
async def a(s): return {"log": ["a"]}
async def ask(s): return {"log": ["ask:" + interrupt({"q": len(s["log"])})]}
b = StateGraph(S); b.add_node("a", a); b.add_node("ask", ask)
b.add_edge(START, "a"); b.add_edge("a", "ask"); b.add_edge("ask", END)
path = os.path.join(tempfile.mkdtemp(), "cp.db")
async def main():
    async with AsyncSqliteSaver.from_conn_string(path) as cp:
        g = b.compile(checkpointer=cp)
        cfg = {"configurable": {"thread_id": "1"}}
        async for ch in g.astream({"log": ["x"]}, cfg, stream_mode=["values", "updates"]):
            print(ch if ch[0] == "values" else (ch[0], {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in ch[1].items()}))
        st = await g.aget_state(cfg)
        print(st.values, st.next, [i.value for i in st.interrupts], st.metadata["step"], st.metadata["source"])
        evs = [(e["event"], e["name"]) async for e in g.astream_events(Command(resume="yes"), cfg, version="v2") if e["event"] in ("on_chain_start", "on_chain_end")]
        print(evs)
        print([(h.metadata["step"], h.next) async for h in g.aget_state_history(cfg)])
    async with AsyncSqliteSaver.from_conn_string(path) as cp:
        g = b.compile(checkpointer=cp)
        print((await g.aget_state({"configurable": {"thread_id": "1"}})).values)
        print(await g.ainvoke({"log": ["y"]}, {"configurable": {"thread_id": "1"}}))
asyncio.run(main())
