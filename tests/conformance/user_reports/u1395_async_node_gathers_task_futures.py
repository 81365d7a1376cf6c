# https://github.com/langchain-ai/langgraph/pull/484 : an async StateGraph node awaiting several async @task futures with asyncio.gather, one of them failing (return_exceptions=True and without), and sync @tasks called from the async node (.result() on their futures): results in call order and the error that ends the run
import asyncio
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
@task
async def fetch(n):
    await asyncio.sleep(0)
    if n == 3:
        raise KeyError("missing %d" % n)
    return n * 100
@task
def sync_add(a, b):
    return a + b
class S(TypedDict, total=False):
    ns: list
    tolerant: bool
    log: Annotated[list, operator.add]
async def node(s):
    futs = [fetch(n) for n in s["ns"]]
    if s["tolerant"]:
        res = await asyncio.gather(*futs, return_exceptions=True)
        res = [type(r).__name__ if isinstance(r, Exception) else r for r in res]
    else:
        res = await asyncio.gather(*futs)
    total = await sync_add(1, 2)
    return {"log": res + [total]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile()
async def main():
    print(await g.ainvoke({"ns": [1, 2, 3], "tolerant": True}))
    print(await g.ainvoke({"ns": [2, 1], "tolerant": False}))
    try:
        await g.ainvoke({"ns": [3, 1], "tolerant": False})
    except KeyError as e:
        print("error", repr(e))
    print([(len(ns), sorted(u)) for ns, u in [x async for x in g.astream({"ns": [1], "tolerant": True}, stream_mode="updates", subgraphs=True)]])
asyncio.run(main())
