# https://github.com/langchain-ai/langgraph/issues/6330 : the run names astream_events(version="v2") shows for subgraphs: bound with with_config(run_name=) and added as nodes (also re-bound), called in a node with {"run_name": ...}, bound and called with an overriding run_name, and called plainly under a root run given its own run_name
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
base = StateGraph(S).add_node("inner", lambda s: {"x": s["x"] + 1}).add_edge(START, "inner").compile()
bound = base.with_config(run_name="Bound")
named = base.with_config(run_name="Bound2", tags=["t"]).with_config(run_name="Rebound")
async def call_explicit(s, config):
    return await base.ainvoke(s, {"run_name": "Explicit"})
async def call_bound(s):
    return await bound.ainvoke(s)
async def call_bound_override(s):
    return await bound.ainvoke(s, {"run_name": "Override"})
async def call_plain(s):
    return await base.ainvoke(s)
g = (StateGraph(S).add_node("as_node", bound).add_node("as_node2", named).add_node("explicit", call_explicit).add_node("bound", call_bound).add_node("override", call_bound_override).add_node("plain", call_plain)
     .add_edge(START, "as_node").add_edge("as_node", "as_node2").add_edge("as_node2", "explicit").add_edge("explicit", "bound").add_edge("bound", "override").add_edge("override", "plain").compile())
async def main():
    async for e in g.astream_events({"x": 0}, version="v2", config={"run_name": "Top"}):
        if e["event"] == "on_chain_start" and e["name"] not in ("inner",):
            print(e["name"], e["metadata"].get("langgraph_node"))
    async for e in bound.astream_events({"x": 0}, version="v2"):
        if e["event"] == "on_chain_start": print("direct", e["name"])
    async for e in bound.astream_events({"x": 0}, {"run_name": "Given"}, version="v2"):
        if e["event"] == "on_chain_start": print("direct given", e["name"])
asyncio.run(main())
