# https://github.com/langchain-ai/langgraphjs/pull/740 , langgraph #6012 , PR 4003 : create_react_agent with a custom state_schema; a tool returning Command(update={custom key, ToolMessage}); InjectedToolCallId; a tool returning Command with goto to a node of the agent (the two tool calls run as parallel Send tasks: their updates sorted, LangGraph emits them in thread-timing order)
from typing import Annotated, Any
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class St(AgentState):
    user_name: str
@tool
def set_name(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Remember the user's name."""
    return Command(update={"user_name": name, "messages": [ToolMessage(f"saved {name}", tool_call_id=tool_call_id)]})
@tool
def plain(x: int) -> int:
    """double"""
    return x * 2
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
msgs = iter([AIMessage("", tool_calls=[{"name": "set_name", "args": {"name": "Ann"}, "id": "t1"}, {"name": "plain", "args": {"x": 4}, "id": "t2"}]), AIMessage("hello Ann")])
agent = create_react_agent(Model(messages=msgs), [set_name, plain], state_schema=St, checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
lines = []
for ch in agent.stream({"messages": [("user", "I am Ann")], "user_name": ""}, c, stream_mode="updates"):
    for node, up in ch.items():
        if isinstance(up, list):
            lines.append(str((node, "LIST", [{k: ([(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in v] if k == "messages" else v) for k, v in u.items()} for u in up])))
        else:
            lines.append(str((node, {k: ([(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in v] if k == "messages" else v) for k, v in up.items()})))
# (the two tool calls run as parallel Send tasks: their updates arrive in thread-timing order, sorted)
print(lines[0], sorted(lines[1:3]), lines[3:])
st = agent.get_state(c)
print(st.values["user_name"], [(type(m).__name__, m.content) for m in st.values["messages"]])
