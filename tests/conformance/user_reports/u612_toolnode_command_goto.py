# https://github.com/langchain-ai/langgraph/pull/4003 , #6012 , langgraphjs PR 740 : ToolNode in a StateGraph with a tool returning Command(goto=node, update) and one returning a plain value; a tool returning a list of Commands; errors for a Command without a ToolMessage
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.types import Command
class S(MessagesState):
    routed: str
@tool
def transfer(where: str, tool_call_id: Annotated[str, InjectedToolCallId]):
    """transfer"""
    return Command(goto=where, update={"routed": where, "messages": [ToolMessage("moving", tool_call_id=tool_call_id)]})
@tool
def bad(tool_call_id: Annotated[str, InjectedToolCallId]):
    """no tool message"""
    return Command(update={"routed": "bad"})
@tool
def echo(s: str) -> str:
    """echo"""
    return s
def model(s):
    return {"messages": [AIMessage("", tool_calls=[{"name": "transfer", "args": {"where": "billing"}, "id": "a"}, {"name": "echo", "args": {"s": "x"}, "id": "b"}])]}
b = (StateGraph(S).add_node("model", model).add_node("tools", ToolNode([transfer, echo, bad])).add_node("billing", lambda s: {"messages": [AIMessage(f"billing after {s['routed']}")]})
     .add_edge(START, "model").add_edge("model", "tools").add_edge("billing", END))
g = b.compile()
out = g.invoke({"messages": [("user", "hi")], "routed": ""})
print(out["routed"], [(type(m).__name__, m.content) for m in out["messages"]])
for ch in g.stream({"messages": [("user", "hi")], "routed": ""}, stream_mode="updates"):
    print({k: (type(v).__name__ if not isinstance(v, dict) else sorted(v)) for k, v in ch.items()})
def model2(s):
    return {"messages": [AIMessage("", tool_calls=[{"name": "bad", "args": {}, "id": "z"}])]}
g2 = StateGraph(S).add_node("model", model2).add_node("tools", ToolNode([bad])).add_edge(START, "model").add_edge("model", "tools").compile()
try:
    print(g2.invoke({"messages": [("user", "hi")], "routed": ""}))
except Exception as e:
    print(type(e).__name__, str(e)[:160])
