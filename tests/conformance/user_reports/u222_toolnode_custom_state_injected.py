# https://github.com/langchain-ai/langgraph/issues/4841 , InjectedState in custom graphs : ToolNode in a custom StateGraph with extra keys, InjectedState("key"), tools_condition with messages_key, ToolNode(messages_key=...)
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, AnyMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, InjectedState, tools_condition

class S(TypedDict):
    chat: Annotated[list[AnyMessage], add_messages]
    user: str
@tool
def whoami(user: Annotated[str, InjectedState("user")]) -> str:
    """Who am I."""
    return "you are " + user
@tool
def count(state: Annotated[dict, InjectedState]) -> str:
    """Count."""
    return f"{len(state['chat'])} msgs, keys {sorted(state)}"
def agent(s):
    if len(s["chat"]) == 1:
        return {"chat": [AIMessage("", id="a1", tool_calls=[{"name": "whoami", "args": {}, "id": "w"}, {"name": "count", "args": {}, "id": "c"}])]}
    return {"chat": [AIMessage("done", id="a2")]}
b = StateGraph(S); b.add_node("agent", agent); b.add_node("tools", ToolNode([whoami, count], messages_key="chat"))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", lambda s: tools_condition(s, messages_key="chat")); b.add_edge("tools", "agent")
g = b.compile()
out = g.invoke({"chat": [("user", "hi")], "user": "bob"})
print([(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in out["chat"]])
print(sorted(whoami.tool_call_schema.model_json_schema().get("properties", {})), sorted(count.args))
