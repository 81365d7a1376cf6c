# https://github.com/langchain-ai/langgraph/issues/2219 , handle_tool_errors reports : ToolNode handle_tool_errors True / str / callable / tuple of types / False; bad args validation error; unknown tool name
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode

@tool
def div(a: int, b: int) -> float:
    """Divide."""
    return a / b

def handler(e: ZeroDivisionError) -> str:
    return f"handled {type(e).__name__}"

calls = [
    [{"name": "div", "args": {"a": 1, "b": 0}, "id": "z"}],
    [{"name": "div", "args": {"a": "x", "b": 1}, "id": "v"}],
    [{"name": "nope", "args": {}, "id": "u"}],
]
from langgraph.graph import StateGraph, START, MessagesState
# (run inside a graph: LangGraph 1.2.11 refuses a standalone ToolNode.invoke, round 1's 93)
for hte in (True, "custom text", handler, (ZeroDivisionError,), False):
    node = StateGraph(MessagesState).add_node("tools", ToolNode([div], handle_tool_errors=hte)).add_edge(START, "tools").compile()
    for c in calls:
        try:
            out = node.invoke({"messages": [AIMessage("", tool_calls=c)]})
            m = out["messages"][-1]
            print(repr(hte)[:20] if not callable(hte) else "callable", c[0]["id"], m.status, m.content[:90].replace("\n", " | "))
        except Exception as e:
            print(repr(hte)[:20] if not callable(hte) else "callable", c[0]["id"], "RAISED", type(e).__name__, str(e)[:80])
