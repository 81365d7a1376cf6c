# https://github.com/langchain-ai/langgraph/issues/8842 : set_node_defaults(timeout=...) with an async failing node whose error handler finishes inside the default timeout, and a node over its own short timeout recovered by a fast handler that reads NodeError (the timeout error it got)
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import NodeError
class S(TypedDict, total=False):
    x: int
    why: str
async def bad(s):
    raise ValueError("boom")
async def slow_handler(s):
    await asyncio.sleep(0)
    return {"x": 1}
app = (StateGraph(S).set_node_defaults(timeout=5).add_node("bad", bad, error_handler=slow_handler)
       .add_edge(START, "bad").add_edge("bad", END).compile())
async def hang(s):
    await asyncio.sleep(30)
    return {"x": 99}
async def fast_handler(s, error: NodeError):
    return {"x": 2, "why": f"{error.node}: {type(error.error).__name__}"}
app2 = (StateGraph(S).add_node("hang", hang, timeout=0.05, error_handler=fast_handler)
        .add_edge(START, "hang").add_edge("hang", END).compile())
async def main():
    try:
        print(await app.ainvoke({"x": 0}))
    except Exception as e:
        print("ERR", type(e).__name__)
    print(await app2.ainvoke({"x": 0}))
asyncio.run(main())
