# https://github.com/langchain-ai/langgraph/issues/547 : an async node with RetryPolicy(retry_on=...) failing twice then succeeding, another failing with a non-retried error, and an async node with CachePolicy over InMemoryCache run twice: attempt counts, outputs, errors, and the updates stream's cached flag
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
calls = {"flaky": 0, "hard": 0, "cached": 0}
async def flaky(s):
    calls["flaky"] += 1
    if calls["flaky"] < 3:
        raise ConnectionError("try again")
    return {"log": ["flaky ok"]}
async def hard(s):
    calls["hard"] += 1
    raise KeyError("nope")
async def cached(s):
    calls["cached"] += 1
    await asyncio.sleep(0)
    return {"log": ["cached " + str(s["n"])]}
fast = RetryPolicy(initial_interval=0.001, max_interval=0.001, jitter=False, retry_on=ConnectionError)
g = StateGraph(S).add_node("flaky", flaky, retry_policy=fast).add_node("cached", cached, cache_policy=CachePolicy()).add_edge(START, "flaky").add_edge("flaky", "cached").compile(cache=InMemoryCache())
h = StateGraph(S).add_node("hard", hard, retry_policy=fast).add_edge(START, "hard").compile()
async def main():
    print(await g.ainvoke({"n": 1, "log": []}), calls)
    calls["flaky"] = 2
    chunks = [c async for c in g.astream({"n": 1, "log": []}, stream_mode="updates")]
    print(chunks, calls)
    try:
        await h.ainvoke({"n": 1, "log": []})
    except Exception as e:
        print(type(e).__name__, str(e), calls["hard"])
asyncio.run(main())
