# https://github.com/langchain-ai/langgraph/issues/4979 : a -> (b -> d, c) with async nodes where c is slower than b: which step d runs in (after c's step, not b's), the order of the updates stream by step, and the same with d deferred behind a longer c chain
import asyncio
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
class State(TypedDict):
    aggregate: Annotated[list, operator.add]
def mk(name, delay=0.0):
    async def f(s):
        await asyncio.sleep(delay)
        return {"aggregate": [name]}
    return f
async def main():
    for defer in (False, True):
        b = StateGraph(State).add_node("a", mk("a")).add_node("b", mk("b")).add_node("c", mk("c", 0.05)).add_node("c2", mk("c2")).add_node("d", mk("d"), defer=defer)
        b.add_edge(START, "a").add_edge("a", "b").add_edge("a", "c").add_edge("b", "d").add_edge("c", "c2").add_edge("d", END).add_edge("c2", END)
        g = b.compile()
        steps, cur = [], []
        async for chunk in g.astream({"aggregate": []}, stream_mode=["updates", "values"]):
            mode, data = chunk
            if mode == "values":
                if cur:
                    steps.append(sorted(cur))
                cur = []
            else:
                cur.extend(data)
        print(defer, steps, (await g.ainvoke({"aggregate": []}))["aggregate"])
asyncio.run(main())
