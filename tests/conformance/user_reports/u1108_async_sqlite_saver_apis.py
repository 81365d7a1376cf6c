# https://github.com/langchain-ai/langgraph/issues/2992 : AsyncSqliteSaver used directly and through a graph: alist with filter / before / limit, aget_tuple, aget_state_history, adelete_thread, and aupdate_state forks, against the same steps with InMemorySaver
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
async def a(s): return {"n": s["n"] + 1, "log": ["a"]}
async def b(s): return {"n": s["n"] * 10, "log": ["b"]}
async def run(saver):
    g = StateGraph(S).add_sequence([("a", a), ("b", b)]).add_edge(START, "a").compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "x"}}
    print(await g.ainvoke({"n": 1, "log": []}, cfg))
    hist = [h async for h in g.aget_state_history(cfg)]
    print([(h.metadata["step"], h.next, h.values.get("n")) for h in hist])
    print([t.metadata["step"] async for t in saver.alist(cfg, filter={"source": "loop"}, limit=2)])
    print([t.metadata["step"] async for t in saver.alist(cfg, before=hist[1].config)])
    t = await saver.aget_tuple(hist[2].config)
    print(t.metadata, t.checkpoint["channel_values"].get("n"), t.parent_config["configurable"]["checkpoint_id"] == hist[3].config["configurable"]["checkpoint_id"])
    fork = await g.aupdate_state(hist[2].config, {"n": 100}, as_node="a")
    print((await g.aget_state(fork)).next, await g.ainvoke(None, fork))
    print(len([h async for h in g.aget_state_history(cfg)]))
    await saver.adelete_thread("x")
    print([h async for h in g.aget_state_history(cfg)], (await g.aget_state(cfg)).values)
async def main():
    await run(InMemorySaver())
    async with AsyncSqliteSaver.from_conn_string(":memory:") as s:
        await run(s)
asyncio.run(main())
