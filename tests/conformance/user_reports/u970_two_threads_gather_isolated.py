# https://github.com/langchain-ai/langgraph/issues/3617 : one compiled graph run on two threads at once with asyncio.gather (fan-out branches awaiting each other's turn); each thread's result, state and history stay its own
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    who: str
    log: Annotated[list, operator.add]
gate = {}
async def left(s):
    await asyncio.sleep(0)
    return {"log": [s["who"] + "-left"]}
async def right(s):
    return {"log": [s["who"] + "-right"]}
async def join(s):
    return {"log": [s["who"] + "-join:" + ",".join(sorted(s["log"]))]}
b = StateGraph(S)
b.add_node("left", left); b.add_node("right", right); b.add_node("join", join)
b.add_edge(START, "left"); b.add_edge(START, "right"); b.add_edge(["left", "right"], "join"); b.add_edge("join", END)
g = b.compile(checkpointer=InMemorySaver())
async def main():
    cfgs = [{"configurable": {"thread_id": t}} for t in ("t1", "t2")]
    outs = await asyncio.gather(*(g.ainvoke({"who": w, "log": []}, c) for w, c in zip(("x", "y"), cfgs)))
    for o in outs:
        print(o["who"], sorted(o["log"][:-1]), o["log"][-1])
    for c in cfgs:
        st = await g.aget_state(c)
        print(c["configurable"]["thread_id"], st.values["who"], len(st.values["log"]), [h.metadata["step"] async for h in g.aget_state_history(c)])
asyncio.run(main())
