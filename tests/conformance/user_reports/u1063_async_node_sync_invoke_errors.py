# https://github.com/langchain-ai/langgraph/issues/1020 : an async node run with invoke(), an async routing function with invoke(), an async @task in a sync entrypoint, an async tool in ToolNode run with invoke(): which work and which raise, with the texts
import asyncio
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.func import entrypoint, task
from langgraph.prebuilt import ToolNode
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
async def anode(s):
    await asyncio.sleep(0)
    return {"v": s["v"] + 1}
async def aroute(s):
    return END
b = StateGraph(S); b.add_node("a", anode); b.add_edge(START, "a")
show("async node invoke", lambda: b.compile().invoke({"v": 0}))
show("async node ainvoke", lambda: asyncio.run(b.compile().ainvoke({"v": 0})))
b2 = StateGraph(S); b2.add_node("a", lambda s: {"v": 1}); b2.add_edge(START, "a"); b2.add_conditional_edges("a", aroute)
show("async route invoke", lambda: b2.compile().invoke({"v": 0}))
@task
async def atask(x):
    return x + 1
@entrypoint()
def sync_flow(x: int):
    return atask(x).result()
show("async task sync entry", lambda: sync_flow.invoke(1))
@tool
async def aping() -> str:
    """Ping."""
    return "pong"
tb = StateGraph(MessagesState); tb.add_node("tools", ToolNode([aping])); tb.add_edge(START, "tools")
show("async tool invoke", lambda: tb.compile().invoke({"messages": [AIMessage("", tool_calls=[{"name": "aping", "args": {}, "id": "1"}], id="a")]})["messages"][-1].content)
