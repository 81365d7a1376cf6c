# https://github.com/langchain-ai/langgraph/pull/7627 : TimeoutPolicy(run_timeout=..., idle_timeout=...) on async nodes that never finish: which kind fires when both are set (the shorter), the error's node / kind / idle_timeout / run_timeout attributes and message start, a @task with a timeout called from an entrypoint, and a sync node given a timeout (the error when adding or running it)
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import TimeoutPolicy
from langgraph.func import entrypoint, task
from langgraph.errors import NodeTimeoutError
class S(TypedDict, total=False):
    x: int
async def stuck(s):
    await asyncio.Event().wait()
def show(e):
    return (type(e).__name__, e.node, e.kind, e.idle_timeout, e.run_timeout, str(e).split(" (elapsed")[0])
async def main():
    for pol in (TimeoutPolicy(run_timeout=0.05, idle_timeout=30), TimeoutPolicy(run_timeout=30, idle_timeout=0.05),
                TimeoutPolicy(idle_timeout=0.05, refresh_on="heartbeat"), 0.05):
        g = StateGraph(S).add_node("stuck", stuck, timeout=pol).add_edge(START, "stuck").compile()
        try:
            await g.ainvoke({"x": 1})
        except NodeTimeoutError as e:
            print(show(e))
    @task(timeout=0.05)
    async def slow_task(x):
        await asyncio.Event().wait()
    @entrypoint()
    async def flow(x):
        return await slow_task(x)
    try:
        await flow.ainvoke(1)
    except NodeTimeoutError as e:
        print(show(e))
asyncio.run(main())
def sync_node(s): return {"x": 2}
try:
    g = StateGraph(S).add_node("sync_node", sync_node, timeout=1).add_edge(START, "sync_node").compile()
    print("sync", g.invoke({"x": 1}))
except Exception as e:
    print("sync ERR", type(e).__name__, str(e).splitlines()[0])
