# https://github.com/langchain-ai/langgraph/issues/8834 : an async graph where one of three parallel nodes raises (the others return): get_state().tasks names, errors and results, the history entry for that step, and update_state(as_node=failed node) used to supply its output instead of re-running it
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def a(s): return {"log": ["a"]}
async def b(s): raise KeyError("missing")
async def c(s): return {"log": ["c"]}
async def after(s): return {"log": ["after:" + ",".join(sorted(s["log"]))]}
bd = StateGraph(S)
for name, fn in [("a", a), ("b", b), ("c", c), ("after", after)]:
    bd.add_node(name, fn)
for n in "abc":
    bd.add_edge(START, n)
bd.add_edge(["a", "b", "c"], "after")
g = bd.compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        await g.ainvoke({"log": []}, cfg, durability="exit")
    except KeyError as e:
        print("raised", repr(e))
    st = await g.aget_state(cfg)
    print(st.values, st.next, sorted((t.name, repr(t.error), t.result) for t in st.tasks))
    await g.aupdate_state(cfg, {"log": ["b-manual"]}, as_node="b")
    st = await g.aget_state(cfg)
    print(st.values, st.next)
    print(await g.ainvoke(None, cfg))
asyncio.run(main())
