# https://github.com/langchain-ai/langgraphjs/issues/1373 : step_timeout set on a compiled graph whose async node never finishes: the error type and text under ainvoke and astream, what the thread's checkpoint holds afterwards (values, next, tasks and their errors), and a resume once the node is fixed
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
hang = {"on": True}
async def first(s): return {"log": ["first"]}
async def slow(s):
    if hang["on"]:
        await asyncio.Event().wait()
    return {"log": ["slow"]}
async def quick(s): return {"log": ["quick"]}
b = StateGraph(S).add_node("first", first).add_node("slow", slow).add_node("quick", quick)
b.add_edge(START, "first").add_edge("first", "slow").add_edge("first", "quick").add_edge("slow", END)
g = b.compile(checkpointer=InMemorySaver())
g.step_timeout = 0.2
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        await g.ainvoke({"log": []}, cfg)
    except BaseException as e:
        print("ainvoke", type(e).__name__, str(e)[:200])
    st = await g.aget_state(cfg)
    print("values", st.values, "next", st.next)
    print("tasks", sorted((t.name, t.error is not None) for t in st.tasks))
    cfg2 = {"configurable": {"thread_id": "2"}}
    seen = []
    try:
        async for c in g.astream({"log": []}, cfg2, stream_mode="updates"):
            seen.append(sorted(c))
    except BaseException as e:
        print("astream", type(e).__name__, str(e)[:200])
    print("seen", seen)
    hang["on"] = False
    print("resumed", await g.ainvoke(None, cfg))
    print("history", len([h async for h in g.aget_state_history(cfg)]))
asyncio.run(main())
