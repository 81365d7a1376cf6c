# https://github.com/langchain-ai/langgraph/issues/5682 , PR 369 , PR 2902 : asyncio.gather of several ainvoke runs on separate threads; one gathered run failing; a run cancelled with asyncio.wait_for while a node awaits: what state is saved, and the thread continuing
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
gate = {}
async def first(s):
    await asyncio.sleep(0)
    if s["n"] < 0:
        raise ValueError(f"bad n {s['n']}")
    return {"log": [f"first{s['n']}"]}
async def slow(s):
    if s["n"] == 99:
        await asyncio.Event().wait()  # never set: cancelled from outside
    return {"log": [f"slow{s['n']}"]}
g = (StateGraph(S).add_node("first", first).add_node("slow", slow).add_edge(START, "first").add_edge("first", "slow").add_edge("slow", END)
     .compile(checkpointer=InMemorySaver()))
async def main():
    outs = await asyncio.gather(*(g.ainvoke({"n": i, "log": []}, {"configurable": {"thread_id": f"t{i}"}}) for i in range(4)))
    print([o["log"] for o in outs])
    res = await asyncio.gather(g.ainvoke({"n": -1, "log": []}, {"configurable": {"thread_id": "bad"}}), g.ainvoke({"n": 5, "log": []}, {"configurable": {"thread_id": "ok"}}), return_exceptions=True)
    print([repr(r) if isinstance(r, Exception) else r["log"] for r in res])
    st = await g.aget_state({"configurable": {"thread_id": "bad"}})
    print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
    cfg = {"configurable": {"thread_id": "c"}}
    try:
        await asyncio.wait_for(g.ainvoke({"n": 99, "log": []}, cfg), timeout=0.5)
    except asyncio.TimeoutError:
        print("timed out")
    st = await g.aget_state(cfg)
    print(st.next, st.values, [(t.name, t.error) for t in st.tasks])
    print([h.metadata["step"] for h in g.get_state_history(cfg)], [(w[1], repr(w[2])) for w in g.checkpointer.get_tuple(cfg).pending_writes])
    async def consume():
        out = []
        async for ch in g.astream({"n": 99, "log": []}, {"configurable": {"thread_id": "d"}}, stream_mode="updates"):
            out.append(ch)
        return out
    task = asyncio.create_task(consume())
    for _ in range(2000):  # (polls until the run waits in "slow")
        await asyncio.sleep(0.01)
        if (await g.aget_state({"configurable": {"thread_id": "d"}})).next == ("slow",):
            break
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled")
    st = await g.aget_state({"configurable": {"thread_id": "d"}})
    print(st.next, st.values, [(t.name, t.error) for t in st.tasks])
    print(len(list(g.get_state_history({"configurable": {"thread_id": "d"}}))), [(w[1], w[2]) for w in g.checkpointer.get_tuple({"configurable": {"thread_id": "d"}}).pending_writes])
asyncio.run(main())
