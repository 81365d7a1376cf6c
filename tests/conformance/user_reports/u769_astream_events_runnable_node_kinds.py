# https://github.com/langchain-ai/langgraph/issues/2133 , #1879 : astream_events v2 over nodes that are LangChain runnables of several kinds: RunnableParallel, a RunnableBinding (with_config tags, with_retry), a StructuredTool reading the state, a RunnableLambda returning a Command; which events each reports (name, tags, data keys)
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda, RunnableParallel
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    a: int
    b: int
    out: Annotated[list, operator.add]
@tool
def adder(a: int, b: int) -> dict:
    """add"""
    return {"out": [a + b]}
def doubler(s):
    return {"out": [s["a"] * 2]}
def jump(s):
    return Command(goto="tool", update={"out": ["jumped"]})
g = StateGraph(S)
g.add_node("par", RunnableParallel(out=RunnableLambda(lambda s: ["p"]), a=RunnableLambda(lambda s: s["a"] + 1)))
g.add_node("bound", RunnableLambda(doubler).with_config(tags=["bt"], run_name="BoundRun").with_retry(stop_after_attempt=2))
g.add_node("jump", RunnableLambda(jump), destinations=("tool",))
g.add_node("tool", adder)
g.add_edge(START, "par"); g.add_edge("par", "bound"); g.add_edge("bound", "jump")
app = g.compile()
async def main():
    async for ev in app.astream_events({"a": 1, "b": 2, "out": []}, version="v2"):
        if ev["name"] in ("LangGraph",) and ev["event"] == "on_chain_stream":
            continue
        if any(t.startswith("map:key:") for t in ev["tags"]) or (ev["name"].startswith("RunnableParallel") and ev["event"] == "on_chain_stream"):
            continue  # the parallel's branches interleave by timing
        print(ev["event"], ev["name"], sorted(ev["tags"]), sorted(ev["data"]), ev["metadata"].get("langgraph_node"))
    print(await app.ainvoke({"a": 1, "b": 2, "out": []}))
asyncio.run(main())
