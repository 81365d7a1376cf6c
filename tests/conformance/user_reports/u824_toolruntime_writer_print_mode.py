# https://github.com/langchain-ai/langgraph/pull/6631 , https://github.com/langchain-ai/langchain/pull/33500 : a tool's ToolRuntime.stream_writer and get_stream_writer() inside a ToolNode: custom chunks streamed, printed with print_mode="custom" (on invoke and beside another stream mode), the writer's name, and the ToolRuntime fields
import re
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode, ToolRuntime
from langgraph.config import get_stream_writer
@tool
def t(q: str, runtime: ToolRuntime) -> str:
    """T."""
    runtime.stream_writer({"tool": q})
    get_stream_writer()({"gsw": q})
    return f"{runtime.stream_writer.__name__}|{type(runtime.store).__name__}|{runtime.context}|{runtime.tool_call_id}|{runtime.execution_info is None}"
g = StateGraph(MessagesState); g.add_node("tools", ToolNode([t])); g.add_edge(START, "tools")
app = g.compile()
m = AIMessage("", tool_calls=[{"name": "t", "args": {"q": "x"}, "id": "1"}])
print(app.invoke({"messages": [m]}, print_mode="custom")["messages"][-1].content)
print(list(app.stream({"messages": [m]}, stream_mode="custom")))
print(list(app.stream({"messages": [m]}, stream_mode="updates", print_mode=["custom"]))[0]["tools"]["messages"][0].content)
print(sorted(ToolRuntime.__dataclass_fields__))
