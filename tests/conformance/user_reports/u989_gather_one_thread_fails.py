# https://github.com/langchain-ai/langgraph/issues/3617 : asyncio.gather(return_exceptions=True) over two threads of one graph where the second thread's node raises: the first thread's result and state, the second's error and get_state, then the second resumed
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    y: int
fail = {"2"}
async def calc(s, config):
    tid = config["configurable"]["thread_id"]
    if tid in fail:
        raise RuntimeError("thread " + tid + " failed")
    return {"y": s["x"] * 2}
g = StateGraph(S).add_node("calc", calc).add_edge(START, "calc").compile(checkpointer=InMemorySaver())
async def main():
    cfgs = [{"configurable": {"thread_id": t}} for t in ("1", "2")]
    res = await asyncio.gather(*(g.ainvoke({"x": i + 1, "y": 0}, c) for i, c in enumerate(cfgs)), return_exceptions=True)
    print([r if isinstance(r, dict) else repr(r) for r in res])
    for c in cfgs:
        st = await g.aget_state(c)
        print(st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
    fail.clear()
    print(await g.ainvoke(None, cfgs[1]))
asyncio.run(main())
