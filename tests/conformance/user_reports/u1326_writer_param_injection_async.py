# https://github.com/langchain-ai/langgraph/issues/2920 : nodes taking `writer: StreamWriter` (sync and async), `runtime: Runtime` writers, and the writer as a keyword-only parameter; chunks in custom mode from each, in astream with ["custom", "updates"], and what the writer is when custom is not streamed (invoke)
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.types import StreamWriter
class S(TypedDict):
    x: int
def sync_w(s, writer: StreamWriter):
    writer({"sync": s["x"]})
    return {"x": s["x"] + 1}
async def async_w(s, writer: StreamWriter):
    writer({"async": s["x"]})
    return {"x": s["x"] + 1}
def rt_w(s, runtime: Runtime):
    runtime.stream_writer({"runtime": s["x"]})
    return {"x": s["x"] + 1}
def kw_w(s, *, writer: StreamWriter):
    writer("kw")
    return {}
g = (StateGraph(S).add_node("sync_w", sync_w).add_node("async_w", async_w).add_node("rt_w", rt_w).add_node("kw_w", kw_w)
     .add_edge(START, "sync_w").add_edge("sync_w", "async_w").add_edge("async_w", "rt_w").add_edge("rt_w", "kw_w").compile())
async def main():
    print([c async for c in g.astream({"x": 0}, stream_mode="custom")])
    print([c async for c in g.astream({"x": 0}, stream_mode=["custom", "updates"])])
    print(await g.ainvoke({"x": 0}))
asyncio.run(main())
try:
    print(list(g.stream({"x": 0}, stream_mode="custom")))
except Exception as e:
    print("ERR", type(e).__name__, e)
