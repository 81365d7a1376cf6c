# https://github.com/langchain-ai/langgraph/issues/5992 : one ToolNode call batch mixing a plain tool, InjectedState (whole and one field), InjectedToolCallId, a tool returning a Command with an extra state key, an unknown tool and bad arguments: ToolMessage order, contents and statuses, and the state key the Command set
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode, InjectedState
from langgraph.types import Command
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
@tool
def who(state: Annotated[dict, InjectedState], tcid: Annotated[str, InjectedToolCallId]) -> str:
    """Who."""
    return f"{len(state['messages'])}:{tcid}:{state.get('extra')}"
@tool
def field(msgs: Annotated[list, InjectedState("messages")]) -> str:
    """Field."""
    return str(len(msgs))
@tool
def cmd(tcid: Annotated[str, InjectedToolCallId]) -> Command:
    """Command."""
    return Command(update={"messages": [ToolMessage("cmd done", tool_call_id=tcid)], "extra": "set-by-cmd"})
class St(MessagesState):
    extra: str
def ai(*calls):
    return AIMessage("", tool_calls=[{"name": n, "args": a, "id": f"c{i}"} for i, (n, a) in enumerate(calls)])
g = StateGraph(St); g.add_node("tools", ToolNode([add, who, field, cmd])); g.add_edge(START, "tools")
app = g.compile()
out = app.invoke({"extra": "e0", "messages": [ai(("add", {"a": 1, "b": 2}), ("who", {}), ("field", {}), ("cmd", {}), ("nope", {}), ("add", {"a": "x"}))]})
for m in out["messages"][1:]:
    print(type(m).__name__, m.tool_call_id, getattr(m, "status", None), m.content.replace("\n", " | "))
print(out["extra"])
print([sorted(t.tool_call_schema.model_json_schema()["properties"]) for t in (who, field, cmd)])
