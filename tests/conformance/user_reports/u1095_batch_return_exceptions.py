# https://github.com/langchain-ai/langgraph/issues/2599 : batch / abatch with return_exceptions=True over inputs where some fail (node error, recursion limit, bad node return): the list of results and exception types / texts in input order; and return_exceptions=False raising the first
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s):
    if s["v"] == 2:
        raise ValueError("two is bad")
    if s["v"] == 3:
        return "not a dict"
    return {"v": s["v"] * 10}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
b.add_conditional_edges("n", lambda s: "n" if s["v"] == 40 else END)
g = b.compile()
inputs = [{"v": 1}, {"v": 2}, {"v": 3}, {"v": 4}]
def fmt(rs):
    return [r if not isinstance(r, Exception) else f"{type(r).__name__}: {str(r).splitlines()[0]}" for r in rs]
print(fmt(g.batch(inputs, {"recursion_limit": 4}, return_exceptions=True)))
print(fmt(asyncio.run(g.abatch(inputs, {"recursion_limit": 4}, return_exceptions=True))))
try:
    g.batch(inputs[:2])
except Exception as e:
    print(type(e).__name__, str(e))
print(fmt([r for _, r in sorted(g.batch_as_completed(inputs, {"recursion_limit": 4}, return_exceptions=True))]))
