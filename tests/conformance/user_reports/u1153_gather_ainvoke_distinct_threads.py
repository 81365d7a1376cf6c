# https://github.com/langchain-ai/langgraph/pull/3108 : one compiled graph ainvoked from many asyncio tasks at once on distinct threads (each looping twice through a counter with async and sync nodes), then each thread's final state, history length and the metadata step/source of its checkpoints
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    who: str
    n: int
    log: Annotated[list, operator.add]
async def a(s):
    await asyncio.sleep(0)
    return {"n": s["n"] + 1, "log": [s["who"] + ":a" + str(s["n"])]}
def b(s): return {"log": [s["who"] + ":b" + str(s["n"])]}
bld = StateGraph(S).add_node("a", a).add_node("b", b)
bld.add_edge(START, "a").add_edge("a", "b")
bld.add_conditional_edges("b", lambda s: "a" if s["n"] < 2 else END)
g = bld.compile(checkpointer=InMemorySaver())
async def one(who):
    cfg = {"configurable": {"thread_id": who}}
    out = await g.ainvoke({"who": who, "n": 0, "log": []}, cfg)
    hist = [h async for h in g.aget_state_history(cfg)]
    return who, out, len(hist), [(h.metadata["step"], h.metadata["source"]) for h in hist]
async def main():
    res = await asyncio.gather(*(one(w) for w in ["t1", "t2", "t3", "t4"]))
    for r in sorted(res):
        print(r)
    res = await asyncio.gather(*(g.ainvoke({"who": w, "n": 1, "log": []}, {"configurable": {"thread_id": w}}) for w in ["t1", "t2"]))
    print("second turn", res)
asyncio.run(main())
