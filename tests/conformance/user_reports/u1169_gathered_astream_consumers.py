# https://github.com/langchain-ai/langgraph/issues/8820 : several astream consumers of one compiled graph gathered at once on distinct threads, with subgraphs=True and stream_mode=["updates", "custom"], each writer tagging its thread: each thread's chunks kept apart (namespace heads, modes, data) and its final state
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    who: str
    log: Annotated[list, operator.add]
async def inner(s):
    get_stream_writer()({"inner": s["who"]})
    await asyncio.sleep(0)
    return {"log": ["inner:" + s["who"]]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
async def outer(s):
    get_stream_writer()({"outer": s["who"]})
    return {"log": ["outer:" + s["who"]]}
g = StateGraph(S).add_node("outer", outer).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile(checkpointer=InMemorySaver())
async def consume(who):
    cfg = {"configurable": {"thread_id": who}}
    rows = []
    async for ns, mode, data in g.astream({"who": who, "log": []}, cfg, stream_mode=["updates", "custom"], subgraphs=True):
        rows.append(([x.split(":")[0] for x in ns], mode, data))
    return who, rows, (await g.aget_state(cfg)).values
async def main():
    for who, rows, final in sorted(await asyncio.gather(*(consume(w) for w in ["x", "y", "z"]))):
        print(who, final)
        for r in rows:
            print("  ", r)
asyncio.run(main())
