# https://github.com/langchain-ai/langgraph/issues/2376 , #1497 : astream_events v2 and astream_log for a graph whose START routes (a routing function, Send fan-out from START, an async router): which __start__ / routing events show up (names, tags), and the final output
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def pick(s):
    return "b" if s["x"] else "c"
async def apick(s):
    return ["c"]
def fan(s):
    return [Send("b", {"x": 5, "log": []})]
def build(path):
    g = StateGraph(S)
    g.add_node("b", lambda s: {"log": [f"b{s['x']}"]}); g.add_node("c", lambda s: {"log": ["c"]})
    g.add_conditional_edges(START, path, ["b", "c"])
    return g.compile()
async def main():
    for path in (pick, apick, fan):
        print(path.__name__)
        async for ev in build(path).astream_events({"x": 1, "log": []}, version="v2"):
            if ev["event"] == "on_chain_stream" and ev["name"] == "LangGraph":
                continue
            print(" ", ev["event"], ev["name"], sorted(ev["tags"]), ev["metadata"].get("langgraph_node"))
    state = None
    async for patch in build(pick).astream_log({"x": 0, "log": []}, diff=False):
        state = patch
    print(sorted(state.state["logs"]), state.state["final_output"])
asyncio.run(main())
