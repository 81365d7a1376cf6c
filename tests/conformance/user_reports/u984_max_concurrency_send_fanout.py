# https://github.com/langchain-ai/langgraph/issues/3617 : max_concurrency=2 with a Send fan-out of 6 async workers: never more than 2 in flight, all results reduced, order of the reduced list, and the same with the sync API
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    n: int
    out: Annotated[list, operator.add]
live = [0]
peak = [0]
async def work(x):
    live[0] += 1
    peak[0] = max(peak[0], live[0])
    for _ in range(3):
        await asyncio.sleep(0)
    live[0] -= 1
    return {"out": [x["i"]]}
def swork(x):
    return {"out": [x["i"] * 10]}
def fan(s): return [Send("work", {"i": i}) for i in range(s["n"])]
def build(fn):
    b = StateGraph(S)
    b.add_node("work", fn)
    b.add_conditional_edges(START, fan, ["work"])
    return b.compile()
async def main():
    g = build(work)
    out = await g.ainvoke({"n": 6, "out": []}, {"max_concurrency": 2})
    print(sorted(out["out"]), peak[0] <= 2, peak[0] >= 1)
    peak[0] = 0
    out = await g.ainvoke({"n": 6, "out": []})
    print(out["out"], peak[0] > 2)
asyncio.run(main())
g = build(swork)
print(g.invoke({"n": 5, "out": []}, {"max_concurrency": 1}))
print(g.invoke({"n": 5, "out": []}, {"max_concurrency": 3}))
