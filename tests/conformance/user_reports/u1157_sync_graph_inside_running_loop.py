# https://github.com/langchain-ai/langgraph/issues/8820 : a sync graph called from inside a running event loop: invoke directly in a coroutine, through asyncio.to_thread, through run_in_executor, and ainvoke of a graph with only sync nodes (the nodes' thread names are not printed, only that they ran)
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_config
class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s):
    cfg = get_config()
    return {"log": ["a:" + str(cfg["configurable"].get("k"))]}
def b(s): return {"log": ["b"]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile()
cfg = {"configurable": {"k": 7}}
async def main():
    print("direct", g.invoke({"log": []}, cfg))
    print("to_thread", await asyncio.to_thread(g.invoke, {"log": []}, cfg))
    loop = asyncio.get_running_loop()
    print("executor", await loop.run_in_executor(None, lambda: g.invoke({"log": []}, cfg)))
    print("ainvoke", await g.ainvoke({"log": []}, cfg))
    print("stream in loop", list(g.stream({"log": []}, cfg, stream_mode="updates")))
    res = await asyncio.gather(asyncio.to_thread(g.invoke, {"log": ["x"]}, cfg), g.ainvoke({"log": ["y"]}, cfg))
    print("mixed gather", res)
asyncio.run(main())
