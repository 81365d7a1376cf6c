# https://github.com/langchain-ai/langgraph/issues/4084 : @task results when running via astream_events / astream_log (LangGraph 1.2.11: None for calls that run)
import asyncio
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver

@task
async def async_task():
    return "Task 2"
@task
def sync_task(x):
    return f"sync {x}"
@task(cache_policy=CachePolicy())
async def cached_task(x):
    return f"cached {x}"

@entrypoint()
async def run_async(inputs):
    v = await async_task()
    s = await sync_task(1)
    print(f"Got: ({v}) ({s})")
    return v

@entrypoint()
def run_sync(inputs):
    s = sync_task(2).result()
    print(f"sync ep got: ({s})")
    return s

@entrypoint(cache=InMemoryCache(), checkpointer=InMemorySaver())
async def run_cached(inputs):
    a = await cached_task(inputs)
    print(f"cached got: ({a})")
    return a

class S(TypedDict):
    out: str
async def node(s):
    v = await async_task()
    return {"out": str(v)}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile()

async def main():
    print("ainvoke", await run_async.ainvoke({}))
    async for _ in run_async.astream({}):
        pass
    print("--- astream_events v2")
    async for ev in run_async.astream_events({}, version="v2"):
        if ev["event"] == "on_chain_end" and ev["name"] in ("async_task", "sync_task", "run_async"):
            print(ev["name"], ev["data"].get("output"))
    print("--- astream_events v1")
    async for ev in run_async.astream_events({}, version="v1"):
        pass
    print("--- astream_log")
    async for _ in run_async.astream_log({}):
        pass
    print("--- sync entrypoint under astream_events")
    async for _ in run_sync.astream_events({}, version="v2"):
        pass
    print("--- cached")
    cfg = {"configurable": {"thread_id": "c"}}
    async for _ in run_cached.astream_events("k", cfg, version="v2"):
        pass
    async for _ in run_cached.astream_events("k", {"configurable": {"thread_id": "c2"}}, version="v2"):
        pass
    print("--- graph node")
    async for ev in g.astream_events({"out": ""}, version="v2"):
        if ev["event"] == "on_chain_end" and ev["name"] == "LangGraph":
            print(ev["data"]["output"])
    print(await g.ainvoke({"out": ""}))
asyncio.run(main())
print("sync stream", list(run_sync.stream({})))
