# https://github.com/langchain-ai/langgraph/issues/2610 : max_concurrency with async nodes reached by Send and by static fan-out: the peak number of nodes running at once (each awaits a few loop turns), and the collected results, for limits 1, 2 and none, under ainvoke and astream
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
state = {"now": 0, "peak": 0}
async def work(s):
    state["now"] += 1
    state["peak"] = max(state["peak"], state["now"])
    for _ in range(5):
        await asyncio.sleep(0)
    state["now"] -= 1
    return {"out": [s["item"] * 2]}
b = StateGraph(S).add_node("work", work)
b.add_conditional_edges(START, lambda s: [Send("work", {"item": i}) for i in s["items"]], ["work"])
g = b.compile()
b2 = StateGraph(S)
for n in "pqrs":
    async def f(s, n=n):
        state["now"] += 1
        state["peak"] = max(state["peak"], state["now"])
        for _ in range(5):
            await asyncio.sleep(0)
        state["now"] -= 1
        return {"out": [n]}
    b2.add_node(n, f).add_edge(START, n)
g2 = b2.compile()
async def main():
    for lim in [1, 2, None]:
        cfg = {} if lim is None else {"max_concurrency": lim}
        state["peak"] = 0
        r = await g.ainvoke({"items": [1, 2, 3, 4, 5], "out": []}, cfg)
        print("send", lim, state["peak"], sorted(r["out"]))
        state["peak"] = 0
        chunks = [c async for c in g2.astream({"items": [], "out": []}, cfg, stream_mode="updates")]
        print("fanout", lim, state["peak"], sorted(k for c in chunks for k in c))
asyncio.run(main())
