# https://github.com/langchain-ai/langgraph/issues/7129 : async tools in one ToolNode called in parallel: one reads InjectedState, one writes the store through InjectedStore, one returns a Command updating a state key plus its ToolMessage; run by ainvoke in a graph: the messages, the updated key, and the store's items
import asyncio
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import ToolNode, InjectedState, InjectedStore
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.store.memory import InMemoryStore
from langgraph.types import Command
class S(MessagesState):
    user: str
    flag: str
@tool
async def whoami(state: Annotated[dict, InjectedState]) -> str:
    """Who is asking."""
    await asyncio.sleep(0)
    return "user is " + state["user"] + " with " + str(len(state["messages"])) + " messages"
@tool
async def remember(fact: str, store: Annotated[object, InjectedStore()]) -> str:
    """Store a fact."""
    await store.aput(("facts",), fact, {"fact": fact})
    return "stored " + fact
@tool
async def set_flag(value: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Set the flag."""
    return Command(update={"flag": value, "messages": [ToolMessage("flag set", tool_call_id=tool_call_id)]})
store = InMemoryStore()
g = StateGraph(S).add_node("tools", ToolNode([whoami, remember, set_flag])).add_edge(START, "tools").add_edge("tools", END).compile(store=store)
msg = AIMessage("", tool_calls=[{"name": "whoami", "args": {}, "id": "c1"}, {"name": "remember", "args": {"fact": "sky"}, "id": "c2"},
                                {"name": "set_flag", "args": {"value": "on"}, "id": "c3"}, {"name": "remember", "args": {"fact": "sea"}, "id": "c4"}])
async def main():
    out = await g.ainvoke({"messages": [("user", "go"), msg], "user": "ann", "flag": "off"})
    print([(type(m).__name__, getattr(m, "tool_call_id", None), m.content) for m in out["messages"][2:]])
    print("flag", out["flag"])
    print("store", sorted(i.key for i in await store.asearch(("facts",))))
    chunks = [c async for c in g.astream({"messages": [("user", "go"), msg], "user": "bo", "flag": "off"}, stream_mode="updates")]
    print("updates", [(k, type(v).__name__, len(v) if isinstance(v, list) else sorted(v)) for c in chunks for k, v in c.items()])
asyncio.run(main())
