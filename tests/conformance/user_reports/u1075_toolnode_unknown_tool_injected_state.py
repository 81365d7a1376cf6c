# https://github.com/langchain-ai/langgraph/issues/2599 : ToolNode (in a graph) given a tool call naming an unknown tool, a call to a tool with InjectedState reading a key the state lacks, an InjectedState field name, and tool calls with an empty / missing id: the ToolMessages or errors
from typing import Annotated
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode, InjectedState
class St(MessagesState):
    user: str
@tool
def whoami(state: Annotated[dict, InjectedState]) -> str:
    """Who am I."""
    return state["user"]
@tool
def whoami_field(user: Annotated[str, InjectedState("user")]) -> str:
    """Who am I by field."""
    return user
def run(calls, state_extra):
    b = StateGraph(St); b.add_node("tools", ToolNode([whoami, whoami_field])); b.add_edge(START, "tools")
    try:
        out = b.compile().invoke({"messages": [AIMessage("", tool_calls=calls, id="ai")], **state_extra})
        return [(m.name, m.status, m.content.splitlines()[0] if m.content else "") for m in out["messages"][1:]]
    except Exception as e:
        return f"{type(e).__name__}: {str(e).splitlines()[0]}"
print("unknown", run([{"name": "ghost", "args": {}, "id": "1"}], {"user": "u"}))
print("state ok", run([{"name": "whoami", "args": {}, "id": "1"}], {"user": "u"}))
print("state missing", run([{"name": "whoami", "args": {}, "id": "1"}], {}))
print("field ok", run([{"name": "whoami_field", "args": {}, "id": "1"}], {"user": "v"}))
print("field missing", run([{"name": "whoami_field", "args": {}, "id": "1"}], {}))
print("empty id", run([{"name": "whoami", "args": {}, "id": ""}], {"user": "u"}))
print("two calls", run([{"name": "whoami", "args": {}, "id": "1"}, {"name": "ghost", "args": {"x": 1}, "id": "2"}], {"user": "w"}))
