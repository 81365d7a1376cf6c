# https://github.com/langchain-ai/langgraph/issues/2599 : ToolNode (in a graph) with handle_tool_errors given True, False, a string, a callable, a tuple of types, and an exception type the tool does not raise; a tool raising ToolException, ValueError, and a tool called with bad arguments: the ToolMessage contents / statuses, or the error raised
from langchain_core.messages import AIMessage
from langchain_core.tools import tool, ToolException
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode
@tool
def div(a: int, b: int) -> float:
    """Divide a by b."""
    if b == 0:
        raise ValueError("b is zero")
    if b < 0:
        raise ToolException("negative b")
    return a / b
def msg(args):
    return {"messages": [AIMessage("", tool_calls=[{"name": "div", "args": args, "id": "c1"}], id="ai")]}
def handler(e: ValueError) -> str:
    return f"handled {type(e).__name__}: {e}"
for label, h in [("true", True), ("false", False), ("string", "try again"), ("callable", handler), ("tuple", (ValueError,)), ("other type", (KeyError,))]:
    b = StateGraph(MessagesState)
    b.add_node("tools", ToolNode([div], handle_tool_errors=h)); b.add_edge(START, "tools")
    g = b.compile()
    for args in [{"a": 4, "b": 2}, {"a": 1, "b": 0}, {"a": 1, "b": -1}, {"a": "x"}]:
        try:
            out = g.invoke(msg(args))
            m = out["messages"][-1]
            print(label, args, m.status, m.name, m.tool_call_id, m.content.splitlines()[0] if m.content else m.content)
        except Exception as e:
            print(label, args, "RAISED", type(e).__name__, str(e).splitlines()[0])
