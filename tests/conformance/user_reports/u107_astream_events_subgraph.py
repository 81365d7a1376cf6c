# https://github.com/langchain-ai/langgraph/issues/2351 (PR 4806) : astream_events v2 with a subgraph node and a subgraph invoked in a node
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    x: int

def inc(s): return {"x": s["x"] + 1}
sb = StateGraph(S); sb.add_node("inc", inc); sb.add_edge(START, "inc"); sb.add_edge("inc", END)
sub = sb.compile(name="child")

async def caller(s):
    r = await sub.ainvoke(s)
    return {"x": r["x"] * 10}

pb = StateGraph(S)
pb.add_node("sub", sub); pb.add_node("caller", caller)
pb.add_edge(START, "sub"); pb.add_edge("sub", "caller"); pb.add_edge("caller", END)
g = pb.compile()

def show(ev):
    md = ev.get("metadata", {})
    d = ev.get("data", {})
    return (ev["event"], ev["name"], sorted(t for t in ev.get("tags", []) if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), "checkpoint_ns" in md, md.get("langgraph_checkpoint_ns", "").count("|"), d.get("chunk") if "chunk" in d else d.get("output"), len(ev["parent_ids"]))

async def main():
    async for ev in g.astream_events({"x": 1}, version="v2"):
        print(show(ev))
    print("--- values mode")
    async for ev in g.astream_events({"x": 1}, version="v2", stream_mode="updates"):
        if ev["event"] == "on_chain_stream":
            print(show(ev))
asyncio.run(main())
