# https://github.com/langchain-ai/langgraph/pull/91 : one AsyncSqliteSaver shared by threads run concurrently with asyncio.gather (interrupting and resumed concurrently), then alist over all threads: per-thread values, interrupts, resumed results and checkpoint counts
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
class S(TypedDict):
    who: str
    log: Annotated[list, operator.add]
async def first(s):
    await asyncio.sleep(0)
    return {"log": ["first:" + s["who"]]}
async def ask(s): return {"log": ["ans:" + interrupt("ok " + s["who"] + "?")]}
bld = StateGraph(S).add_node("first", first).add_node("ask", ask).add_edge(START, "first").add_edge("first", "ask").add_edge("ask", END)
async def main():
    async with AsyncSqliteSaver.from_conn_string(":memory:") as saver:
        g = bld.compile(checkpointer=saver)
        whos = ["p", "q", "r"]
        cfg = lambda w: {"configurable": {"thread_id": w}}
        outs = await asyncio.gather(*(g.ainvoke({"who": w, "log": []}, cfg(w)) for w in whos))
        for w, o in zip(whos, outs):
            print(w, o["log"], [i.value for i in o["__interrupt__"]])
        outs = await asyncio.gather(*(g.ainvoke(Command(resume="yes-" + w), cfg(w)) for w in whos))
        print("resumed", [o["log"] for o in outs])
        counts = {}
        async for t in saver.alist(None):
            tid = t.config["configurable"]["thread_id"]
            counts[tid] = counts.get(tid, 0) + 1
        print("counts", sorted(counts.items()))
        states = await asyncio.gather(*(g.aget_state(cfg(w)) for w in whos))
        print("states", [(s.values["log"], s.next) for s in states])
asyncio.run(main())
