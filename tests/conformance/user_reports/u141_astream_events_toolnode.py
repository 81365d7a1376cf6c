# https://github.com/langchain-ai/langgraphjs/issues/246 (python equivalent) , langgraph#1482 : astream_events v2 on_tool_start/on_tool_end from a ToolNode in a react loop
import asyncio
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode, tools_condition

@tool
def get_weather(city: str) -> str:
    """Weather for a city."""
    return f"sunny in {city}"

@tool
async def get_time(city: str) -> str:
    """Time in a city."""
    return f"noon in {city}"

turn = {"n": 0}
def agent(state):
    turn["n"] += 1
    if turn["n"] == 1:
        return {"messages": [AIMessage("", id="ai1", tool_calls=[{"name": "get_weather", "args": {"city": "SF"}, "id": "t1"}, {"name": "get_time", "args": {"city": "SF"}, "id": "t2"}])]}
    return {"messages": [AIMessage("done", id="ai2")]}

b = StateGraph(MessagesState)
b.add_node("agent", agent); b.add_node("tools", ToolNode([get_weather, get_time]))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
g = b.compile()

def show(ev):
    md = ev.get("metadata", {})
    d = ev.get("data", {})
    extra = None
    if ev["event"] == "on_tool_start":
        extra = d.get("input")
    elif ev["event"] == "on_tool_end":
        o = d.get("output")
        extra = (type(o).__name__, getattr(o, "content", o), getattr(o, "tool_call_id", None))
    return (ev["event"], ev["name"], md.get("langgraph_node"), md.get("langgraph_step"), sorted(t for t in ev.get("tags", []) if not t.startswith("seq:")), extra)

async def main():
    evs = []
    async for ev in g.astream_events({"messages": [("user", "weather?")]}, version="v2"):
        if ev["event"] in ("on_tool_start", "on_tool_end"):
            evs.append(show(ev))
        elif ev["event"] in ("on_chain_start", "on_chain_end") and ev["name"] in ("agent", "tools", "LangGraph"):
            print(show(ev)[:5])
    for e in sorted(evs, key=str):
        print(e)
asyncio.run(main())
