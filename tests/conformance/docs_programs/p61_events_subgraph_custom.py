import asyncio
from typing_extensions import TypedDict
from langchain_core.callbacks.manager import adispatch_custom_event
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START

class S(TypedDict):
    v: int
async def inner(state: S, config: RunnableConfig):
    await adispatch_custom_event("progress", {"at": "inner"}, config=config)
    return {"v": state["v"] + 1}
sub = StateGraph(S).add_node(inner).add_edge(START, "inner").compile()
async def outer(state: S):
    return {"v": state["v"] * 10}
g = StateGraph(S).add_node(outer).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile()
async def main():
    async for ev in g.astream_events({"v": 1}, version="v2"):
        md = ev.get("metadata", {})
        print(ev["event"], ev["name"], md.get("langgraph_node"), md.get("checkpoint_ns", "").split(":")[0] if md.get("checkpoint_ns") else None, ev["data"] if ev["event"] in ("on_custom_event",) else "")
asyncio.run(main())
