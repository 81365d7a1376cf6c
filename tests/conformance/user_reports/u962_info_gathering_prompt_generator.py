# https://github.com/langchain-ai/langgraph/issues/2104 , the "prompt generation from user requirements" tutorial shape : an info-gathering node asks follow-up questions until the model calls a PromptInstructions tool, a conditional edge then moves to the prompt-writing node which reads the tool call's args, a ToolMessage closes the tool call; four turns on one thread: the values after each turn, next, and the history's sources
from typing import Literal
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
SCRIPT = iter([
    AIMessage("what is the objective?", id="q1"),
    AIMessage("any constraints?", id="q2"),
    AIMessage("", id="tc", tool_calls=[{"name": "PromptInstructions", "args": {"objective": "summarise", "constraints": ["short"]}, "id": "pi1"}]),
])
def info(s):
    return {"messages": [next(SCRIPT)]}
def prompt(s):
    call = next(m for m in reversed(s["messages"]) if isinstance(m, AIMessage) and m.tool_calls).tool_calls[0]
    return {"messages": [AIMessage("PROMPT: %s (%s)" % (call["args"]["objective"], ", ".join(call["args"]["constraints"])), id="p")]}
def add_tool_message(s):
    return {"messages": [ToolMessage("Prompt generated!", tool_call_id=s["messages"][-1].tool_calls[0]["id"], id="tm")]}
def route(s) -> Literal["add_tool_message", "info", "__end__"]:
    last = s["messages"][-1]
    if isinstance(last, AIMessage) and last.tool_calls:
        return "add_tool_message"
    if not isinstance(last, HumanMessage):
        return END
    return "info"
g = StateGraph(MessagesState).add_node("info", info).add_node("prompt", prompt).add_node("add_tool_message", add_tool_message)
g.add_conditional_edges("info", route); g.add_edge("add_tool_message", "prompt"); g.add_edge("prompt", END); g.add_edge(START, "info")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i, text in enumerate(["I need a prompt", "summarise docs", "keep it short"]):
    out = app.invoke({"messages": [HumanMessage(text, id="h%d" % i)]}, cfg)
    print(i, [(type(m).__name__, m.content) for m in out["messages"]][-3:], app.get_state(cfg).next)
print([(h.metadata["step"], h.metadata["source"], h.next) for h in app.get_state_history(cfg)][:6])
print(app.get_graph().draw_mermaid())
