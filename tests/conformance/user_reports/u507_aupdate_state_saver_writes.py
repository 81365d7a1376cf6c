# https://github.com/langchain-ai/langgraph/issues/4987 , #8039 : aupdate_state / abulk_update_state as nodes the checkpoint would not run; the saver's pending writes (alist) and aget_state tasks
import asyncio
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import StateUpdate
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
for n in "abc": g.add_node(n, (lambda n: lambda s: {"log": [n]})(n))
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c")
saver = InMemorySaver()
app = g.compile(checkpointer=saver, interrupt_before=["c"])
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    await app.ainvoke({"log": []}, cfg)
    await app.aupdate_state(cfg, {"log": ["as-a"]}, as_node="a")
    await app.abulk_update_state(cfg, [[StateUpdate({"log": ["bulk-b"]}, "b")], [StateUpdate({"log": ["bulk-a"]}, "a")]])
    async for t in saver.alist(cfg):
        print(t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2])) for w in t.pending_writes))
    st = await app.aget_state(cfg)
    print(st.values, st.next, [(t.name, t.result) for t in st.tasks])
    print(await app.ainvoke(None, cfg))
asyncio.run(main())
