# https://github.com/langchain-ai/langgraph/issues/8517 : ToolNode's async path and max_concurrency: peak number of tool calls running at once with max_concurrency=1 (sync and async tools), the ToolMessages' order
import asyncio, threading, time
from langchain_core.messages import AIMessage
from langchain_core.tools import StructuredTool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
running = 0; peak = 0
async def probe(name):
    global running, peak
    running += 1; peak = max(peak, running)
    await asyncio.sleep(0.02)
    running -= 1
    return name
async def slow() -> str:
    return await probe("slow")
async def fast() -> str:
    return await probe("fast")
tools = [StructuredTool.from_function(coroutine=slow, name="slow", description="slow"), StructuredTool.from_function(coroutine=fast, name="fast", description="fast")]
g = StateGraph(MessagesState); g.add_node("tools", ToolNode(tools)); g.add_edge(START, "tools")
app = g.compile()
msg = AIMessage("", tool_calls=[{"name": "slow", "args": {}, "id": "1"}, {"name": "fast", "args": {}, "id": "2"}, {"name": "slow", "args": {}, "id": "3"}])
async def main():
    global peak
    for cfg in ({}, {"max_concurrency": 1}):
        peak = 0
        out = await app.ainvoke({"messages": [msg]}, cfg)
        print(cfg, [(m.content, m.tool_call_id) for m in out["messages"][1:]], "peak", peak)
asyncio.run(main())
