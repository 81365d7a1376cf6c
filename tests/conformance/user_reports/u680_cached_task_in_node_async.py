# https://github.com/langchain-ai/langgraph/pull/4486 , round 1 #52 : a cached @task called from a StateGraph node that then interrupts (resume: cached update again?), the async twin, a cached task with a retry policy failing once, the cached flag in tasks mode
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import CachePolicy, RetryPolicy, interrupt, Command
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@task(cache_policy=CachePolicy(), retry_policy=RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ValueError))
def look(x):
    calls.append(x)
    if calls.count(x) == 1 and x == "flaky":
        raise ValueError("once")
    return f"<{x}>"
@task(cache_policy=CachePolicy())
async def alook(x):
    calls.append(("a", x))
    return f"[{x}]"
class S(TypedDict):
    q: str
    out: str
def node(s):
    v = look(s["q"]).result()
    return {"out": v + interrupt(v)}
async def anode(s):
    v = await alook(s["q"])
    return {"out": v + interrupt(v)}
for fn in (node, anode):
    g = StateGraph(S).add_node("n", fn).add_edge(START, "n").compile(checkpointer=InMemorySaver(), cache=InMemoryCache())
    for t in ("1", "2"):
        c = {"configurable": {"thread_id": t}}
        async def run():
            a = [ch async for ch in g.astream({"q": "flaky", "out": ""}, c, stream_mode="updates")]
            b = [ch async for ch in g.astream(Command(resume="!"), c, stream_mode="updates")]
            return a, b
        a, b = asyncio.run(run())
        print(fn.__name__, t, [{k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in ch.items()} for ch in a], b)
print(calls)
