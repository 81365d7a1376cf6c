# https://github.com/langchain-ai/langgraph/pull/6008 : ToolNode (as a graph's node) given a call to a tool it does not have (the error ToolMessage text listing the valid tools), a coroutine-only tool called from a sync invoke and from ainvoke, and a tool whose args fail validation (the message the model gets back)
import asyncio
from langchain_core.messages import AIMessage
from langchain_core.tools import tool, StructuredTool
from langgraph.prebuilt import ToolNode
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
async def _slow(x: int) -> str:
    return "slow %d" % x
slow = StructuredTool.from_function(coroutine=_slow, name="slow", description="slow")
from langgraph.graph import StateGraph, START, MessagesState
node = StateGraph(MessagesState).add_node("tools", ToolNode([add, slow])).add_edge(START, "tools").compile()
def msg(*calls): return {"messages": [AIMessage("", tool_calls=[{"name": n, "args": a, "id": "c%d" % i, "type": "tool_call"} for i, (n, a) in enumerate(calls)])]}
def show(label, f):
    try:
        out = f()
        print(label, [(m.name, m.status, m.content[:160]) for m in out["messages"][1:]])
    except Exception as e:
        print(label, "ERR", type(e).__name__, str(e)[:160])
show("unknown", lambda: node.invoke(msg(("mul", {"a": 1}))))
show("sync coroutine tool", lambda: node.invoke(msg(("slow", {"x": 1}))))
show("async coroutine tool", lambda: asyncio.run(node.ainvoke(msg(("slow", {"x": 2})))))
show("bad args", lambda: node.invoke(msg(("add", {"a": "x", "b": 2}))))
show("missing arg", lambda: node.invoke(msg(("add", {"a": 1}))))
show("mixed", lambda: node.invoke(msg(("add", {"a": 1, "b": 2}), ("nope", {}))))
