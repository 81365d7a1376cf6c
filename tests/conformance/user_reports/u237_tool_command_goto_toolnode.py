# https://github.com/langchain-ai/langgraph/issues/6012 , PR 4003 : tools returning Command(goto=...) from a ToolNode in a custom graph (beside a plain tool), tools_condition loop, updates stream
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import Command

@tool
def escalate(reason: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Escalate to a human."""
    return Command(goto="human", update={"messages": [ToolMessage(f"escalated: {reason}", tool_call_id=tool_call_id)]})
@tool
def lookup(q: str) -> str:
    """Lookup."""
    return "info " + q
def agent(s):
    if len(s["messages"]) == 1:
        return {"messages": [AIMessage("", id="a1", tool_calls=[{"name": "lookup", "args": {"q": "x"}, "id": "l1"}, {"name": "escalate", "args": {"reason": "angry"}, "id": "e1"}])]}
    return {"messages": [AIMessage("agent again", id=f"a{len(s['messages'])}")]}
def human(s): return {"messages": [AIMessage("human here", id="h1")]}
b = StateGraph(MessagesState); b.add_node("agent", agent); b.add_node("tools", ToolNode([escalate, lookup])); b.add_node("human", human)
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent"); b.add_edge("human", END)
g = b.compile()
fmt = lambda ch: ({k: sorted(str((type(m).__name__, m.content, getattr(m, "tool_call_id", None))) for u in (v if isinstance(v, list) else [v]) for m in u["messages"]) for k, v in ch.items()})
chunks = [str(fmt(ch)) for ch in g.stream({"messages": [("user", "hi")]}, stream_mode="updates")]
# the last step runs "agent" (tools -> agent edge) and "human" (the tool's goto) side by side: arrival order varies
print(chunks[:2], sorted(chunks[2:]))
print(g.get_graph().draw_mermaid())
