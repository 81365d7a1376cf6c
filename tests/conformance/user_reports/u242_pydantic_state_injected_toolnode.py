# https://github.com/langchain-ai/langgraph/issues/4841 , #4866 : ToolNode with InjectedState when the graph state is a pydantic model (state object and a field injected), tools_condition on a pydantic state
from typing import Annotated
from pydantic import BaseModel
from langchain_core.messages import AIMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, InjectedState, tools_condition

class S(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages]
    user: str = "anon"
@tool
def who(state: Annotated[S, InjectedState]) -> str:
    """who"""
    return f"{type(state).__name__}:{state.user}:{len(state.messages)}"
@tool
def user_only(user: Annotated[str, InjectedState("user")]) -> str:
    """user"""
    return "user=" + user
def agent(s: S):
    if len(s.messages) == 1:
        return {"messages": [AIMessage("", id="a1", tool_calls=[{"name": "who", "args": {}, "id": "1"}, {"name": "user_only", "args": {}, "id": "2"}])]}
    return {"messages": [AIMessage("end", id="a2")]}
b = StateGraph(S); b.add_node("agent", agent); b.add_node("tools", ToolNode([who, user_only]))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
out = b.compile().invoke({"messages": [("user", "hi")], "user": "zoe"})
print(sorted(str((type(m).__name__, m.content)) for m in out["messages"]))
