# https://github.com/langchain-ai/langgraph/issues/1799 , #2509 : a sync invoke/stream of graphs holding async-only things: an async function node, a RunnableLambda of an async function, an async generator node, an async routing function, an async function via partial, an async callable object; the error type and text each gives, and the same graphs under ainvoke
import asyncio, operator
from functools import partial
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
class S(TypedDict):
    log: Annotated[list, operator.add]
async def anode(s):
    return {"log": ["anode"]}
async def agen(s):
    yield {"log": ["agen"]}
async def aroute(s):
    return "b"
async def apart(s, tag):
    return {"log": [tag]}
class ACall:
    async def __call__(self, s):
        return {"log": ["acall"]}
def b(s):
    return {"log": ["b"]}
def graph(kind):
    g = StateGraph(S); g.add_node("b", b)
    if kind == "route":
        g.add_node("a", lambda s: {"log": ["a"]}); g.add_conditional_edges("a", aroute, ["b"])
    else:
        node = {"func": anode, "lambda": RunnableLambda(anode), "agen": agen, "partial": partial(apart, tag="p"), "object": ACall()}[kind]
        g.add_node("a", node); g.add_edge("a", "b")
    g.add_edge(START, "a")
    return g.compile()
for kind in ("func", "lambda", "agen", "route", "partial", "object"):
    app = graph(kind)
    try:
        print(kind, app.invoke({"log": []}))
    except Exception as e:
        print(kind, "RAISED", type(e).__name__, str(e).split("\n")[0])
    try:
        print(kind, list(app.stream({"log": []}, stream_mode="updates")))
    except Exception as e:
        print(kind, "stream RAISED", type(e).__name__, str(e).split("\n")[0])
    print(kind, asyncio.run(app.ainvoke({"log": []})))
