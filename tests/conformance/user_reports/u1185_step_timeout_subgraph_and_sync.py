# https://github.com/langchain-ai/langgraphjs/issues/1373 : step_timeout on a subgraph used as a node (the parent has none), on the parent only, and a step that finishes in time: the error type seen by the parent's ainvoke, the parent state afterwards, and the step count that passed
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
gate = {"hang": True}
async def inner(s):
    if gate["hang"]:
        await asyncio.Event().wait()
    return {"log": ["inner"]}
async def ok(s): return {"log": ["ok"]}
sub = StateGraph(S).add_node("ok", ok).add_node("inner", inner).add_edge(START, "ok").add_edge("ok", "inner").compile()
sub.step_timeout = 0.2
parent = StateGraph(S).add_node("pre", ok).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        await parent.ainvoke({"log": []}, cfg)
    except BaseException as e:
        print("sub timeout", type(e).__name__)
    st = await parent.aget_state(cfg)
    print("state", st.values, st.next, [(t.name, t.error is not None) for t in st.tasks])
    gate["hang"] = False
    print("resume", await parent.ainvoke(None, cfg))
    fast = StateGraph(S).add_node("ok", ok).add_edge(START, "ok").compile()
    fast.step_timeout = 5
    print("in time", await fast.ainvoke({"log": []}))
    sfast = StateGraph(S).add_node("ok", lambda s: {"log": ["sync ok"]}).add_edge(START, "ok").compile()
    sfast.step_timeout = 5
    print("sync in time", sfast.invoke({"log": ["s"]}))
asyncio.run(main())
