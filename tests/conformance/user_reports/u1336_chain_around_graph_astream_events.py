# https://github.com/langchain-ai/langgraph/issues/1262 : astream_events(version="v2") of an LCEL chain wrapping a compiled graph (RunnableLambda pre | graph, then | RunnableLambda post, whose streamed input is the graph's update chunks): event names, tags and the langgraph metadata of the graph's node events nested in the chain, and the chain's on_chain_stream chunks
import asyncio
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
def inc(s): return {"x": s["x"] + 1}
g = StateGraph(S).add_node("inc", inc).add_node("dbl", lambda s: {"x": s["x"] * 2}).add_edge(START, "inc").add_edge("inc", "dbl").compile(name="core")
chain = RunnableLambda(lambda n: {"x": n}, name="pre") | g
full = chain | RunnableLambda(lambda s: s["x"], name="post")
async def main():
    rows = []
    async for e in chain.astream_events(3, version="v2"):
        rows.append((e["event"], e["name"], sorted(e["tags"]), e["metadata"].get("langgraph_node"), e["metadata"].get("langgraph_step"), len(e["parent_ids"])))
    for r in rows:
        print(r)
    print(await chain.ainvoke(3), await full.ainvoke(3))
    try:
        print([e["event"] async for e in full.astream_events(3, version="v2")])
    except Exception as e:
        print("ERR", type(e).__name__, e)
asyncio.run(main())
