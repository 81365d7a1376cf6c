# https://github.com/langchain-ai/langgraph/issues/547 : abatch and batch with config max_concurrency over inputs whose nodes record how many runs overlap (async nodes awaiting a few loop turns): outputs in input order, and the peak overlap for limits 1, 2 and none; odd limits (-1, 1.5, a string); sync batch with limit 1 runs the inputs in order
import asyncio, threading
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    n: int
    out: int
live = {"now": 0, "peak": 0}
async def work(s):
    live["now"] += 1
    live["peak"] = max(live["peak"], live["now"])
    for _ in range(4):
        await asyncio.sleep(0)
    live["now"] -= 1
    return {"out": s["n"] * s["n"]}
g = StateGraph(S).add_node("work", work).add_edge(START, "work").compile()
async def main():
    for lim in [1, 2, None]:
        live["peak"] = 0
        cfg = {"max_concurrency": lim} if lim else {}
        res = await g.abatch([{"n": i} for i in range(5)], cfg)
        print(lim, [r["out"] for r in res], live["peak"])
    live["peak"] = 0
    res = await g.abatch([{"n": i} for i in range(4)], [{"max_concurrency": 1}] * 4)
    print("per-input configs", [r["out"] for r in res], live["peak"])
    for odd in [-1, 1.5, "2"]:
        live["peak"] = 0
        try:
            res = await g.abatch([{"n": i} for i in range(4)], {"max_concurrency": odd})
            print("odd", odd, [r["out"] for r in res], live["peak"])
        except Exception as e:
            print("odd", odd, type(e).__name__, str(e), live["peak"])
asyncio.run(main())
lock = threading.Lock()
order = []
def swork(s):
    with lock:
        live["now"] += 1
        live["peak"] = max(live["peak"], live["now"])
        order.append(s["n"])
    with lock:
        live["now"] -= 1
    return {"out": s["n"]}
sg = StateGraph(S).add_node("work", swork).add_edge(START, "work").compile()
live["peak"] = 0
res = sg.batch([{"n": i} for i in range(5)], {"max_concurrency": 1})
print("sync 1", [r["out"] for r in res], order, live["peak"])
