# https://github.com/langchain-ai/langgraph/issues/1587 : RemainingSteps and IsLastStep read by an async looping node under ainvoke with recursion_limit 6 and 3, and by astream: the values each pass sees, where the loop stops, and the GraphRecursionError text when the node ignores them
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining: RemainingSteps
    last: IsLastStep
async def loop(s):
    await asyncio.sleep(0)
    return {"log": [(s["remaining"], s["last"])]}
def route(s): return END if s["remaining"] <= 2 else "loop"
b = StateGraph(S).add_node("loop", loop).add_edge(START, "loop").add_conditional_edges("loop", route)
g = b.compile()
b2 = StateGraph(S).add_node("loop", loop).add_edge(START, "loop").add_edge("loop", "loop")
g2 = b2.compile()
async def main():
    print(await g.ainvoke({"log": []}, {"recursion_limit": 6}))
    print(await g.ainvoke({"log": []}, {"recursion_limit": 3}))
    print([c async for c in g.astream({"log": []}, {"recursion_limit": 5}, stream_mode="updates")])
    try:
        await g2.ainvoke({"log": []}, {"recursion_limit": 4})
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
asyncio.run(main())
