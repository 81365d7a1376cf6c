# https://github.com/langchain-ai/langgraph/issues/7412 : ToolNode with async tools called in parallel where one raises, under ainvoke, for handle_tool_errors default / True / a string / a callable / False: the ToolMessages (name, status, content) or the error that escapes
import asyncio
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, START, END, MessagesState
@tool
async def fetch(q: str) -> str:
    """Fetch something."""
    await asyncio.sleep(0)
    return "got " + q
@tool
async def explode(q: str) -> str:
    """Always fails."""
    await asyncio.sleep(0)
    raise ValueError("boom " + q)
@tool
def sync_tool(n: int) -> int:
    """A sync tool."""
    return n * 2
msg = AIMessage("", tool_calls=[
    {"name": "fetch", "args": {"q": "a"}, "id": "c1"},
    {"name": "explode", "args": {"q": "b"}, "id": "c2"},
    {"name": "sync_tool", "args": {"n": 4}, "id": "c3"},
    {"name": "fetch", "args": {"wrong": 1}, "id": "c4"},
])
def graph(**kw):
    return StateGraph(MessagesState).add_node("tools", ToolNode([fetch, explode, sync_tool], **kw)).add_edge(START, "tools").compile()
async def main():
    for label, kw in [("default", {}), ("true", {"handle_tool_errors": True}), ("str", {"handle_tool_errors": "sorry"}),
                      ("callable", {"handle_tool_errors": lambda e: "handled " + type(e).__name__}), ("false", {"handle_tool_errors": False}),
                      ("tuple", {"handle_tool_errors": (ValueError,)})]:
        try:
            out = await graph(**kw).ainvoke({"messages": [msg]})
            print(label, [(m.name, m.tool_call_id, m.status, m.content[:80]) for m in out["messages"][1:]])
        except Exception as e:
            print(label, "!!", type(e).__name__, str(e)[:200])
asyncio.run(main())
