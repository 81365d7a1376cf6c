# https://github.com/langchain-ai/langgraph/issues/547 , #2928 : sync invoke of async nodes / routing functions / async @task in a sync entrypoint: error types and texts
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint, task

class S(TypedDict):
    x: int

async def anode(s): return {"x": s["x"] + 1}
def snode(s): return {"x": s["x"] * 2}
b = StateGraph(S); b.add_node("a", anode); b.add_node("s", snode); b.add_edge(START, "a"); b.add_edge("a", "s"); b.add_edge("s", END)
g = b.compile()
try:
    print(g.invoke({"x": 1}))
except Exception as e:
    print(type(e).__name__, "|", str(e)[:150])
print(asyncio.run(g.ainvoke({"x": 1})))

async def aroute(s): return "s"
b2 = StateGraph(S); b2.add_node("a", snode); b2.add_node("s", snode); b2.add_edge(START, "a"); b2.add_conditional_edges("a", aroute, ["s"]); b2.add_edge("s", END)
g2 = b2.compile()
try:
    print(g2.invoke({"x": 1}))
except Exception as e:
    print(type(e).__name__, "|", str(e)[:150])
print(asyncio.run(g2.ainvoke({"x": 1})))

@task
async def at(x): return x + 1
@entrypoint()
def sync_ep(x):
    try:
        return at(x).result()
    except Exception as e:
        return f"{type(e).__name__}: {str(e)[:80]}"
try:
    print(sync_ep.invoke(1))
except Exception as e:
    print(type(e).__name__, "|", str(e)[:150])
@entrypoint()
async def aep(x):
    return await at(x)
try:
    print(aep.invoke(1))
except Exception as e:
    print(type(e).__name__, "|", str(e)[:150])
print(asyncio.run(aep.ainvoke(1)))
