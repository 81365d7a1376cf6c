# https://github.com/langchain-ai/langgraph/issues/5682 , #4028 : async parallel subgraph runs under astream(subgraphs=True) with ["updates","values"], one subgraph interrupting; aget_state(subgraphs=True); aupdate_state into the paused subgraph config; resume
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def ask(s):
    return {"log": ["ask:" + interrupt("q")]}
async def work(s):
    return {"log": ["work"]}
async def prep(s):
    return {"log": ["prep"]}
sub_i = StateGraph(S).add_node("prep", prep).add_node("ask", ask).add_edge(START, "prep").add_edge("prep", "ask").compile()
sub_w = StateGraph(S).add_node("work", work).add_edge(START, "work").compile()
g = (StateGraph(S).add_node("si", sub_i).add_node("sw", sub_w).add_edge(START, "si").add_edge(START, "sw")
     .compile(checkpointer=InMemorySaver()))
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    items = []
    async for ns, mode, ch in g.astream({"log": []}, cfg, stream_mode=["updates", "values"], subgraphs=True):
        ns = tuple(x.split(":")[0] for x in ns)
        if mode == "values":
            ch = sorted(ch.get("log", []))
        elif "__interrupt__" in ch:
            ch = {"__interrupt__": [i.value for i in ch["__interrupt__"]]}
        items.append(str((ns, mode, ch)))
    for i in sorted(items):
        print(i)
    st = await g.aget_state(cfg, subgraphs=True)
    print(st.next, sorted(st.values["log"]), [(t.name, t.state.values if t.state else None, t.state.next if t.state else None) for t in sorted(st.tasks, key=lambda t: t.name)])
    sub_cfg = [t for t in st.tasks if t.name == "si"][0].state.config
    await g.aupdate_state(sub_cfg, {"log": ["patched"]}, as_node="prep")
    st = await g.aget_state(cfg, subgraphs=True)
    print([(t.name, sorted(t.state.values["log"]) if t.state else None, t.state.next if t.state else None) for t in sorted(st.tasks, key=lambda t: t.name)])
    out = await g.ainvoke(Command(resume="yes"), cfg)
    print(sorted(out["log"]))
asyncio.run(main())
