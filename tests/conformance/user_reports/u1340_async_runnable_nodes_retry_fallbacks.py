# https://github.com/langchain-ai/langchain/pull/10717 : async-only runnables as nodes (RunnableLambda of a coroutine function, a chain ending in one, .with_retry and .with_fallbacks around coroutine functions) run with invoke (LangChain's error) and with ainvoke (retries counted, the fallback's result)
import asyncio
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
class S(TypedDict, total=False):
    x: int
async def aonly(s): return {"x": s["x"] + 1}
calls = []
async def aflaky(s):
    calls.append(1)
    if len(calls) < 2:
        raise ConnectionError("again")
    return {"x": 100}
async def abad(s): raise ValueError("bad")
async def agood(s): return {"x": -1}
nodes = {
    "alambda": RunnableLambda(aonly),
    "chain_async": RunnableLambda(lambda s: s) | RunnableLambda(aonly),
    "aretry": RunnableLambda(aflaky).with_retry(stop_after_attempt=3, wait_exponential_jitter=False),
    "afallback": RunnableLambda(abad).with_fallbacks([RunnableLambda(agood)]),
}
for name, node in nodes.items():
    calls.clear()
    g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile()
    try:
        print(name, "sync", g.invoke({"x": 1}))
    except Exception as e:
        print(name, "sync ERR", type(e).__name__, str(e).splitlines()[0])
    calls.clear()
    try:
        print(name, "async", asyncio.run(g.ainvoke({"x": 1})), len(calls))
    except Exception as e:
        print(name, "async ERR", type(e).__name__, str(e).splitlines()[0])
