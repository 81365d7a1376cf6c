# https://github.com/langchain-ai/langgraph/issues/6338 , handle_tool_errors reports : ToolNode with parallel tool calls, handle_tool_errors str / callable / tuple of types / False, ToolException
from langchain_core.messages import AIMessage
from langchain_core.tools import tool, ToolException
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.graph import StateGraph, MessagesState, START, END

@tool
def ok(x: int) -> int:
    """ok"""
    return x * 2
@tool
def boom(x: int) -> int:
    """boom"""
    raise ValueError(f"bad {x}")
@tool
def texc(x: int) -> int:
    """tool exception"""
    raise ToolException("tool says no")
def fm(ms): return sorted((type(m).__name__, m.content, m.tool_call_id, m.status, m.name) for m in ms)
calls = [{"name": "ok", "args": {"x": 1}, "id": "1"}, {"name": "boom", "args": {"x": 2}, "id": "2"}, {"name": "texc", "args": {"x": 3}, "id": "3"}, {"name": "ok", "args": {"x": "nan"}, "id": "4"}, {"name": "missing", "args": {}, "id": "5"}]
for h in (True, "custom msg", lambda e: f"handled {type(e).__name__}", (ValueError,), False):
    def agent(s): return {"messages": [AIMessage("", id="ai", tool_calls=calls)]} if len(s["messages"]) == 1 else {"messages": [AIMessage("end", id="ai2")]}
    b = StateGraph(MessagesState); b.add_node("agent", agent); b.add_node("tools", ToolNode([ok, boom, texc], handle_tool_errors=h))
    b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
    try:
        out = b.compile().invoke({"messages": [("user", "go")]})
        print(fm(out["messages"][2:-1]))
    except Exception as e:
        print("RAISED", type(e).__name__, str(e).splitlines()[0][:120])
