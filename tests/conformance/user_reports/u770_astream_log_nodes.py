# https://github.com/langchain-ai/langgraph/issues/1340 : astream_log over a graph with a RunnableSequence node, a function node, a subgraph node: the run log's keys (names numbered), each log entry's name/type/tags/final_output, streamed_output of the root, include_names filtering
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = StateGraph(S); sub.add_node("inner", lambda s: {"log": ["inner"]}); sub.add_edge(START, "inner")
g = StateGraph(S)
g.add_node("seq", RunnableLambda(lambda s: {"n": 1}) | RunnableLambda(lambda d: {"log": ["seq"]}))
g.add_node("fn", lambda s: {"log": ["fn"]})
g.add_node("sub", sub.compile())
g.add_edge(START, "seq"); g.add_edge("seq", "fn"); g.add_edge("fn", "sub")
app = g.compile()
async def main():
    state = None
    async for patch in app.astream_log({"log": []}, diff=False):
        state = patch
    st = state.state
    print(sorted(st["logs"]))
    for k in sorted(st["logs"]):
        e = st["logs"][k]
        print(k, e["name"], e["type"], sorted(e["tags"]), e["final_output"])
    print(st["streamed_output"], st["final_output"])
    state = None
    async for patch in app.astream_log({"log": []}, diff=False, include_names=["fn", "inner"]):
        state = patch
    print(sorted(state.state["logs"]))
asyncio.run(main())
