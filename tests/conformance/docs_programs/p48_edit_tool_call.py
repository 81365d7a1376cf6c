from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver

def agent(state: MessagesState):
    return {"messages": [AIMessage("", id="ai-1", tool_calls=[{"name": "search", "args": {"q": "sf"}, "id": "c1"}])]}
def tools(state: MessagesState):
    call = state["messages"][-1].tool_calls[0]
    return {"messages": [ToolMessage(f"result for {call['args']['q']}", tool_call_id=call["id"], id="t-1")]}
g = (StateGraph(MessagesState).add_node(agent).add_node(tools).add_edge(START, "agent").add_edge("agent", "tools")
     .add_edge("tools", END).compile(checkpointer=InMemorySaver(), interrupt_before=["tools"]))
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"messages": [HumanMessage("weather?", id="h")]}, cfg)
s = g.get_state(cfg)
last = s.values["messages"][-1]
print(s.next, last.tool_calls)
edited = AIMessage("", id=last.id, tool_calls=[{"name": "search", "args": {"q": "nyc"}, "id": "c1"}])
cfg2 = g.update_state(cfg, {"messages": [edited]})
s = g.get_state(cfg)
print(s.next, [m.tool_calls if isinstance(m, AIMessage) else m.content for m in s.values["messages"]], s.metadata["source"], s.metadata["step"])
r = g.invoke(None, cfg)
print([(type(m).__name__, m.content) for m in r["messages"]])
# alternative: respond as tool node via update_state(as_node="tools")
cfg = {"configurable": {"thread_id": "2"}}
g.invoke({"messages": [HumanMessage("weather?", id="h")]}, cfg)
g.update_state(cfg, {"messages": [ToolMessage("manual answer", tool_call_id="c1", id="t-manual")]}, as_node="tools")
s = g.get_state(cfg)
print(s.next, [(type(m).__name__, m.content) for m in s.values["messages"]])
