# https://github.com/langchain-ai/langgraph/pull/7631 : idle_timeout kept alive by progress: an async node calling runtime.heartbeat() between short waits finishes; one writing custom stream events finishes under refresh_on="auto" and times out (kind "idle") under refresh_on="heartbeat"; the custom chunks seen before the timeout
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.types import TimeoutPolicy
from langgraph.errors import NodeTimeoutError
class S(TypedDict, total=False):
    n: int
async def beating(s, runtime: Runtime):
    for i in range(20):
        await asyncio.sleep(0.04)
        runtime.heartbeat()
    return {"n": 20}
async def writing(s, runtime: Runtime):
    for i in range(20):
        await asyncio.sleep(0.04)
        runtime.stream_writer({"i": i})
    return {"n": 21}
def build(fn, refresh):
    return (StateGraph(S).add_node("work", fn, timeout=TimeoutPolicy(idle_timeout=0.5, refresh_on=refresh))
            .add_edge(START, "work").add_edge("work", END).compile())
async def main():
    print(await build(beating, "heartbeat").ainvoke({"n": 0}))
    print(await build(beating, "auto").ainvoke({"n": 0}))
    chunks = [c async for c in build(writing, "auto").astream({"n": 0}, stream_mode=["custom", "updates"])]
    print(len(chunks), chunks[-1])
    seen = []
    try:
        async for c in build(writing, "heartbeat").astream({"n": 0}, stream_mode="custom"):
            seen.append(c["i"])
    except NodeTimeoutError as e:
        print("timeout", e.kind, e.timeout, e.idle_timeout, e.run_timeout, seen[:3], len(seen) >= 5)
asyncio.run(main())
