# https://github.com/langchain-ai/langgraph/issues/6409 , #2940 : astream with ["updates","values","custom"] + subgraphs=True while a subgraph node returns Command.PARENT
import asyncio
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.config import get_stream_writer
class S(TypedDict):
    log: Annotated[list, operator.add]
async def decide(s):
    get_stream_writer()("deciding")
    return Command(graph=Command.PARENT, goto="finish", update={"log": ["decided"]})
sub = StateGraph(S).add_node("decide", decide).add_node("never", lambda s: {"log": ["never"]}).add_edge(START, "decide").add_edge("decide", "never").compile()
async def finish(s):
    get_stream_writer()({"final": len(s["log"])})
    return {"log": ["finish"]}
g = StateGraph(S).add_node("sub", sub, destinations=("finish",)).add_node("finish", finish).add_edge(START, "sub").compile()
async def main():
    async for ns, mode, data in g.astream({"log": []}, stream_mode=["updates", "values", "custom"], subgraphs=True):
        print(tuple(n.split(":")[0] for n in ns), mode, data)
    print(await g.ainvoke({"log": ["x"]}))
asyncio.run(main())
