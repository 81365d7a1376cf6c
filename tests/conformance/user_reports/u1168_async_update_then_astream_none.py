# https://github.com/langchain-ai/langgraph/issues/2336 : on a thread paused by interrupt_after, aupdate_state(as_node=...) choosing the next node, aupdate_state with a Command(goto=...), then astream(None, stream_mode=["updates", "values"]); and abulk_update_state error texts (no updates, an empty superstep, an unknown node)
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, StateUpdate
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
async def a(s): return {"x": s["x"] + 1, "log": ["a"]}
async def b(s): return {"x": s["x"] * 2, "log": ["b"]}
async def c(s): return {"x": s["x"] - 1, "log": ["c"]}
bld = StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c)
bld.add_edge(START, "a").add_conditional_edges("a", lambda s: "b" if s["x"] < 10 else "c", ["b", "c"]).add_edge("b", END).add_edge("c", END)
g = bld.compile(checkpointer=InMemorySaver(), interrupt_after=["a"])
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    print("run", await g.ainvoke({"x": 1, "log": []}, cfg))
    print("next", (await g.aget_state(cfg)).next)
    await g.aupdate_state(cfg, {"x": 20}, as_node="a")
    print("after as a", (await g.aget_state(cfg)).next)
    rows = [c async for c in g.astream(None, cfg, stream_mode=["updates", "values"])]
    print("streamed", rows)
    cfg2 = {"configurable": {"thread_id": "2"}}
    await g.ainvoke({"x": 1, "log": []}, cfg2)
    await g.aupdate_state(cfg2, Command(update={"log": ["cmd"]}, goto="c"), as_node="a")
    st = await g.aget_state(cfg2)
    print("command", st.next, st.values)
    try:
        print("continued", await g.ainvoke(None, cfg2))
    except Exception as e:
        print("continued", type(e).__name__, str(e).splitlines()[0][:200])
    for label, ups in [("none", []), ("empty step", [[]]), ("unknown", [[StateUpdate({"x": 1}, "zzz")]])]:
        try:
            await g.abulk_update_state(cfg2, ups)
            print(label, "ok")
        except Exception as e:
            print(label, type(e).__name__, str(e).splitlines()[0][:200])
asyncio.run(main())
