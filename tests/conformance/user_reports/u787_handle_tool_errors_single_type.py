# https://github.com/langchain-ai/langgraph/pull/6021 : ToolNode(handle_tool_errors=ValueError) handles only that exception type (and subclasses); another exception propagates; handle_tool_errors=(KeyError, ValueError) tuple and a str message; status of the error ToolMessage
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
class MyVE(ValueError):
    pass
@tool
def boom(kind: str) -> str:
    """Raise the named error."""
    raise {"v": ValueError("bad value"), "k": KeyError("missing"), "s": MyVE("sub"), "t": TypeError("wrong type")}[kind]
def run(flag, kind):
    g = StateGraph(MessagesState); g.add_node("tools", ToolNode([boom], handle_tool_errors=flag)); g.add_edge(START, "tools")
    try:
        out = g.compile().invoke({"messages": [AIMessage("", tool_calls=[{"name": "boom", "args": {"kind": kind}, "id": "c1"}])]})
        m = out["messages"][-1]
        print(flag if not isinstance(flag, tuple) else [f.__name__ for f in flag], kind, "->", m.status, m.content)
    except Exception as e:
        print(flag if not isinstance(flag, tuple) else [f.__name__ for f in flag], kind, "-> RAISED", type(e).__name__, e)
for kind in "vskt":
    run(ValueError, kind)
for kind in "vkt":
    run((KeyError, ValueError), kind)
run("Try again.", "t")
run(False, "v")
