# https://github.com/langchain-ai/langgraph/issues/6330 (round 2: no chat model) , CopilotKit/sdk-python#1 : adispatch_custom_event and get_stream_writer in astream_events / custom mode
import asyncio
from typing import TypedDict
from langchain_core.callbacks.manager import adispatch_custom_event, dispatch_custom_event
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer

class S(TypedDict):
    v: int

async def anode(s):
    await adispatch_custom_event("progress", {"pct": 50})
    get_stream_writer()({"custom": "from anode"})
    return {"v": s["v"] + 1}
def snode(s):
    dispatch_custom_event("sync_progress", {"pct": 100})
    get_stream_writer()("plain string")
    return {"v": s["v"] * 2}
b = StateGraph(S); b.add_node("anode", anode); b.add_node("snode", snode)
b.add_edge(START, "anode"); b.add_edge("anode", "snode"); b.add_edge("snode", END)
g = b.compile()

async def main():
    async for ev in g.astream_events({"v": 1}, version="v2"):
        d = ev.get("data")
        if ev["event"] in ("on_custom_event", "on_chain_stream"):
            print(ev["event"], ev["name"], d, ev["metadata"].get("langgraph_node"))
    print("--- custom mode")
    async for c in g.astream({"v": 1}, stream_mode=["custom", "updates"]):
        print(c)
asyncio.run(main())
for c in g.stream({"v": 1}, stream_mode="custom"):
    print("sync", c)
