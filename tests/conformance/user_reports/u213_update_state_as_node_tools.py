# https://github.com/langchain-ai/langgraph/issues/1569 , HITL review-tool-calls how-to : interrupt_before=["tools"], edit the AI message's tool call via update_state, then continue; reject with a ToolMessage as_node="tools"
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver

@tool
def weather(city: str) -> str:
    """Weather."""
    return f"sunny in {city}"
def agent(s):
    if isinstance(s["messages"][-1], ToolMessage):
        return {"messages": [AIMessage("answer: " + s["messages"][-1].content, id=f"fin{len(s['messages'])}")]}
    return {"messages": [AIMessage("", id=f"ai{len(s['messages'])}", tool_calls=[{"name": "weather", "args": {"city": "sf"}, "id": f"tc{len(s['messages'])}"}])]}
b = StateGraph(MessagesState); b.add_node("agent", agent); b.add_node("tools", ToolNode([weather]))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
g = b.compile(checkpointer=InMemorySaver(), interrupt_before=["tools"])
def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) and [t["args"] for t in m.tool_calls]) for m in ms]
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"messages": [("user", "weather?")]}, cfg)
st = g.get_state(cfg); print(st.next, fm(st.values["messages"]))
last = st.values["messages"][-1]
new = AIMessage("", id=last.id, tool_calls=[{"name": "weather", "args": {"city": "nyc"}, "id": last.tool_calls[0]["id"]}])
c = g.update_state(cfg, {"messages": [new]})
print(g.get_state(cfg).next, g.get_state(cfg).metadata)
print(fm(g.invoke(None, cfg)["messages"]))
cfg2 = {"configurable": {"thread_id": "2"}}
g.invoke({"messages": [("user", "weather?")]}, cfg2)
tc = g.get_state(cfg2).values["messages"][-1].tool_calls[0]
g.update_state(cfg2, {"messages": [ToolMessage("user rejected", tool_call_id=tc["id"], name="weather")]}, as_node="tools")
st = g.get_state(cfg2); print(st.next, st.metadata.get("source"), st.metadata.get("step"), st.metadata.get("writes"))
print(fm(g.invoke(None, cfg2)["messages"]))
print([(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg2)])
