# https://github.com/langchain-ai/langgraph/issues/547 : abatch_as_completed and batch_as_completed over a graph where some inputs make a node raise, with and without return_exceptions: the (index, output or exception type and text) pairs, sorted by index; abatch with return_exceptions keeps the order
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    n: int
    out: str
async def work(s):
    if s["n"] % 3 == 0:
        raise ValueError(f"bad n {s['n']}")
    await asyncio.sleep(0)
    return {"out": "ok" + str(s["n"])}
def swork(s):
    if s["n"] % 3 == 0:
        raise ValueError(f"bad n {s['n']}")
    return {"out": "ok" + str(s["n"])}
g = StateGraph(S).add_node("work", work).add_edge(START, "work").compile()
sg = StateGraph(S).add_node("work", swork).add_edge(START, "work").compile()
def show(v):
    return (type(v).__name__, str(v)) if isinstance(v, BaseException) else v
async def main():
    inputs = [{"n": i} for i in range(1, 7)]
    rows = [(i, show(v)) async for i, v in g.abatch_as_completed(inputs, return_exceptions=True)]
    print("as_completed", sorted(rows))
    try:
        rows = [(i, v) async for i, v in g.abatch_as_completed(inputs)]
        print("no exc", sorted(rows))
    except Exception as e:
        print("raised", type(e).__name__, str(e))
    print("abatch", [show(v) for v in await g.abatch(inputs, return_exceptions=True)])
    try:
        await g.abatch(inputs)
    except Exception as e:
        print("abatch raised", type(e).__name__, str(e))
    print("sync", sorted((i, show(v)) for i, v in sg.batch_as_completed(inputs, return_exceptions=True)))
    print("empty", [x async for x in g.abatch_as_completed([])], await g.abatch([]))
asyncio.run(main())
