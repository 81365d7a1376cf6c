# https://github.com/langchain-ai/langgraph/issues/6330 (functional API part) : astream_events v2 for an @entrypoint with @task calls
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@task
async def double(x: int) -> int:
    return x * 2

@task
def add_one(x: int) -> int:
    return x + 1

@entrypoint(checkpointer=InMemorySaver())
async def wf(n: int) -> dict:
    a = await double(n)
    b = await add_one(a)
    return {"a": a, "b": b}

def show(ev):
    md = ev.get("metadata", {})
    d = ev.get("data", {})
    return (ev["event"], ev["name"], sorted(t for t in ev.get("tags", []) if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), d.get("chunk") if "chunk" in d else d.get("output"), len(ev["parent_ids"]))

async def main():
    cfg = {"configurable": {"thread_id": "t"}}
    async for ev in wf.astream_events(3, cfg, version="v2"):
        print(show(ev))
    print("--- v1")
    async for ev in wf.astream_events(4, {"configurable": {"thread_id": "t2"}}, version="v1"):
        print(show(ev))
asyncio.run(main())
