# https://github.com/langchain-ai/langchain/pull/24080 : astream_events(version="v2") over a graph whose async node awaits adispatch_custom_event and calls a chat model, and whose ToolNode runs a tool that dispatches a custom event too: the event names, run names, tags and the langgraph_* metadata of on_custom_event / on_chat_model_* / on_tool_* events, and include_types / include_names filters
import asyncio
from langchain_core.callbacks import adispatch_custom_event
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode
model = GenericFakeChatModel(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "probe", "args": {"x": 1}, "id": "c1"}])] + [AIMessage("fin", id="a%d" % i) for i in range(2, 20)]), disable_streaming=True)
@tool
async def probe(x: int) -> str:
    """Probe."""
    await adispatch_custom_event("probe_progress", {"x": x})
    return "probed %d" % x
async def agent(s):
    await adispatch_custom_event("agent_progress", {"n": len(s["messages"])})
    return {"messages": [await model.ainvoke(s["messages"])]}
g = (StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([probe]))
     .add_edge(START, "agent").add_conditional_edges("agent", lambda s: "tools" if s["messages"][-1].tool_calls else "__end__").add_edge("tools", "agent").compile())
def meta(e):
    m = e["metadata"]
    return (m.get("langgraph_node"), m.get("langgraph_step"), m.get("langgraph_triggers"))
async def main():
    inp = {"messages": [HumanMessage("hi", id="h")]}
    async for e in g.astream_events(inp, version="v2"):
        if e["event"] in ("on_custom_event", "on_chat_model_start", "on_chat_model_end", "on_tool_start", "on_tool_end"):
            d = e["data"]
            print(e["event"], e["name"], sorted(e["tags"]), meta(e), d if e["event"] == "on_custom_event" else sorted(d), len(e["parent_ids"]))
    print([(e["event"], e["name"]) async for e in g.astream_events(inp, version="v2", include_types=["custom_event"])])
    print(sorted({(e["event"], e["name"]) async for e in g.astream_events(inp, version="v2", include_names=["probe", "agent"])}))
asyncio.run(main())
