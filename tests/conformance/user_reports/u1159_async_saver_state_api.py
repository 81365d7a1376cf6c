# https://github.com/langchain-ai/langgraph/pull/91 : aupdate_state, abulk_update_state and aget_state_history(filter / before / limit) on an AsyncSqliteSaver thread paused by interrupt_before, then the run continued: values, next, metadata sources and writes at each step
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import StateUpdate
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def a(s): return {"x": s["x"] + 1, "log": ["a"]}
def b(s): return {"x": s["x"] * 10, "log": ["b"]}
bld = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").add_edge("b", END)
async def main():
    async with AsyncSqliteSaver.from_conn_string(":memory:") as saver:
        g = bld.compile(checkpointer=saver, interrupt_before=["b"])
        cfg = {"configurable": {"thread_id": "1"}}
        print("run", await g.ainvoke({"x": 1, "log": []}, cfg))
        c2 = await g.aupdate_state(cfg, {"x": 100, "log": ["edit"]})
        print("update cfg keys", sorted(c2["configurable"]))
        st = await g.aget_state(cfg)
        print("after update", st.values, st.next, st.metadata["source"], st.metadata["step"])
        await g.abulk_update_state(cfg, [[StateUpdate({"log": ["bulk1"]}, "a")], [StateUpdate({"x": 5}, "a")]])
        st = await g.aget_state(cfg)
        print("after bulk", st.values, st.next, st.metadata["step"])
        print("continue", await g.ainvoke(None, cfg))
        hist = [h async for h in g.aget_state_history(cfg)]
        print("history", [(h.metadata["source"], h.metadata["step"], h.next, h.values.get("x")) for h in hist])
        print("filter update", [h.metadata["step"] async for h in g.aget_state_history(cfg, filter={"source": "update"})])
        print("limit 2", [h.metadata["step"] async for h in g.aget_state_history(cfg, limit=2)])
        print("before", [h.metadata["step"] async for h in g.aget_state_history(cfg, before=hist[2].config)])
asyncio.run(main())
