# batch / abatch with failing inputs (return_exceptions), max_concurrency
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    x: int

def n(s):
    if s["x"] < 0:
        raise ValueError(f"negative {s['x']}")
    return {"x": s["x"] * 2}

b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
g = b.compile()
print(g.batch([{"x": 1}, {"x": 2}], {"max_concurrency": 1}))
r = g.batch([{"x": 1}, {"x": -1}, {"x": 3}], return_exceptions=True)
print([type(v).__name__ if isinstance(v, Exception) else v for v in r], str(r[1]))
try:
    g.batch([{"x": 1}, {"x": -2}])
except ValueError as e:
    print("raised", e)
async def main():
    r = await g.abatch([{"x": 5}, {"x": -5}], return_exceptions=True)
    print([repr(v) for v in r])
    print(await g.abatch([{"x": 7}], [{"recursion_limit": 5}]))
asyncio.run(main())
print(list(g.batch_as_completed([{"x": 1}, {"x": 2}])) and sorted(r for _, r in g.batch_as_completed([{"x": 1}, {"x": 2}]), key=str))
