# async streaming with subgraphs=True through an interrupt in a nested subgraph, then resume
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

async def leaf(s):
    v = interrupt("deep?")
    return {"log": [f"leaf:{v}"]}
lb = StateGraph(S); lb.add_node("leaf", leaf); lb.add_edge(START, "leaf")
async def mid_pre(s): return {"log": ["mid_pre"]}
mb = StateGraph(S); mb.add_node("mid_pre", mid_pre); mb.add_node("inner", lb.compile())
mb.add_edge(START, "mid_pre"); mb.add_edge("mid_pre", "inner")
pb = StateGraph(S); pb.add_node("mid", mb.compile()); pb.add_edge(START, "mid"); pb.add_edge("mid", END)
g = pb.compile(checkpointer=InMemorySaver())

def names(ns):
    return [p.split(":")[0] for p in ns]

async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async for ns, mode, data in g.astream({"log": []}, cfg, stream_mode=["updates", "values"], subgraphs=True):
        if mode == "updates" and "__interrupt__" in data:
            data = {"__interrupt__": [i.value for i in data["__interrupt__"]]}
        if mode == "values" and "__interrupt__" in data:
            data = {**data, "__interrupt__": [i.value for i in data["__interrupt__"]]}
        print(names(ns), mode, data)
    st = await g.aget_state(cfg, subgraphs=True)
    print(st.next, st.tasks[0].state.tasks[0].state.values if st.tasks[0].state.tasks else None)
    async for ns, mode, data in g.astream(Command(resume="ok"), cfg, stream_mode=["updates", "values"], subgraphs=True):
        print(names(ns), mode, data)
asyncio.run(main())
