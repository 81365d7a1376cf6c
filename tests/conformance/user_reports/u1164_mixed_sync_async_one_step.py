# https://github.com/langchain-ai/langgraph/pull/3108 : sync and async nodes running in the same superstep writing to one reducer channel and to distinct LastValue channels, under ainvoke and astream(updates) and sync invoke of the all-sync twin: the reducer's order, each step's updates, and the join's view
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    log: Annotated[list, operator.add]
    a: str
    b: str
    c: str
async def na(s):
    await asyncio.sleep(0.01)
    return {"log": ["a"], "a": "A"}
def nb(s): return {"log": ["b"], "b": "B"}
async def nc(s): return {"log": ["c"], "c": "C"}
def join(s): return {"log": ["join:" + "".join(s["log"])]}
b = StateGraph(S).add_node("zeta", na).add_node("alpha", nb).add_node("mid", nc).add_node("join", join)
for n in ["zeta", "alpha", "mid"]:
    b.add_edge(START, n)
b.add_edge(["zeta", "alpha", "mid"], "join").add_edge("join", END)
g = b.compile()
async def main():
    print("ainvoke", await g.ainvoke({"log": []}))
    rows = [c async for c in g.astream({"log": []}, stream_mode="updates")]
    print("updates", [sorted(c) for c in rows])
    print("values", [v["log"] async for v in g.astream({"log": ["x"]}, stream_mode="values")])
asyncio.run(main())
