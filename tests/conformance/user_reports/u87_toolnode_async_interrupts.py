# https://github.com/langchain-ai/langgraph/issues/6624 (async variant): async tools in one ToolNode each interrupting
import asyncio
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode
from langgraph.types import Command, interrupt

@tool
async def first(x: str) -> str:
    """First."""
    return f"first {x}: {interrupt({'tool': 'first'})}"

@tool
async def second(x: str) -> str:
    """Second."""
    return f"second {x}: {interrupt({'tool': 'second'})}"

def agent(state):
    return {"messages": [AIMessage("", id="ai", tool_calls=[
        {"name": "first", "args": {"x": "a"}, "id": "c1"}, {"name": "second", "args": {"x": "b"}, "id": "c2"}])]}

b = StateGraph(MessagesState)
b.add_node("agent", agent); b.add_node("tools", ToolNode([first, second]))
b.add_edge(START, "agent"); b.add_edge("agent", "tools")
g = b.compile(checkpointer=InMemorySaver())

async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    out = await g.ainvoke({"messages": [HumanMessage("go", id="h")]}, cfg)
    asked = []
    for _ in range(3):
        ints = out.get("__interrupt__", [])
        if not ints:
            break
        asked.append([i.value["tool"] for i in ints])
        out = await g.ainvoke(Command(resume={i.id: "ok-" + i.value["tool"] for i in ints}), cfg)
    print(asked)
    print([m.content for m in out["messages"][2:]])
asyncio.run(main())
