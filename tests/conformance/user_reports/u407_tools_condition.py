# https://github.com/langchain-ai/langgraph/issues/1916 , tools_condition reports : tools_condition with a list state, a dict state, a custom messages_key; no messages; a custom graph loop
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition

call = AIMessage("", tool_calls=[{"name": "t", "args": {}, "id": "1"}])
plain = AIMessage("hi")
print(tools_condition([call]), tools_condition([plain]), tools_condition({"messages": [call]}), tools_condition({"messages": [plain]}))
for arg in ({}, {"other": [call]}, []):
    try:
        print(tools_condition(arg))
    except Exception as e:
        print(type(e).__name__, e)
print(tools_condition({"chat": [call]}, messages_key="chat"))
class Obj:
    messages = [call]
print(tools_condition(Obj()))

@tool
def t() -> str:
    """T."""
    return "tool out"
n = {"i": 0}
def agent(state):
    n["i"] += 1
    if n["i"] == 1:
        return {"messages": [AIMessage("", id="c", tool_calls=[{"name": "t", "args": {}, "id": "1"}])]}
    return {"messages": [AIMessage("end", id="e")]}
b = StateGraph(MessagesState)
b.add_node("agent", agent); b.add_node("tools", ToolNode([t]))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
g = b.compile()
print(g.get_graph().draw_mermaid())
print([list(c) for c in g.stream({"messages": [HumanMessage("x", id="h")]})])
