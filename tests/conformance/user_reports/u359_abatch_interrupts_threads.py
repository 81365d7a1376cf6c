# https://github.com/langchain-ai/langgraph/issues/6533 , batch questions: batch/abatch over threads where some interrupt and some fail (return_exceptions), then resuming each thread
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: int
def node(s):
    if s["v"] < 0:
        raise ValueError(f"negative {s['v']}")
    if s["v"] % 2:
        return {"v": s["v"] + interrupt(f"odd {s['v']}")}
    return {"v": s["v"] * 10}
b = StateGraph(S); b.add_node("node", node); b.add_edge(START, "node")
g = b.compile(checkpointer=InMemorySaver())
cfgs = [{"configurable": {"thread_id": f"t{i}"}} for i in range(4)]
inputs = [{"v": 2}, {"v": 3}, {"v": -1}, {"v": 5}]
out = g.batch(inputs, cfgs, return_exceptions=True)
print([o if not isinstance(o, Exception) else repr(o) for o in out])
out = g.batch([Command(resume=100), Command(resume=100)], [cfgs[1], cfgs[3]])
print(out)
async def main():
    acfgs = [{"configurable": {"thread_id": f"a{i}"}} for i in range(4)]
    res = await g.abatch(inputs, acfgs, return_exceptions=True)
    print([r if not isinstance(r, Exception) else repr(r) for r in res])
    print(await g.abatch([Command(resume=1)], [acfgs[1]]))
    try:
        await g.abatch(inputs, [{"configurable": {"thread_id": f"b{i}"}} for i in range(4)])
    except Exception as e:
        print("abatch raised", repr(e))
asyncio.run(main())
