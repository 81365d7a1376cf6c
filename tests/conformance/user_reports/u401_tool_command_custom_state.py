# https://github.com/langchain-ai/langgraph/issues/6012 : a tool returning Command(update={custom key, ToolMessage}) in create_react_agent with a custom AgentState; updates stream
from typing import Annotated
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command

class MyState(AgentState):
    user_name: str

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def update_user_name(new_name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Update the name of user."""
    return Command(update={"user_name": new_name, "messages": [ToolMessage(f"updated to {new_name}", tool_call_id=tool_call_id)]})

def mk():
    return M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "update_user_name", "args": {"new_name": "Tim"}, "id": "c1"}]), AIMessage("done", id="a2")]))
agent = create_react_agent(mk(), [update_user_name], state_schema=MyState)
out = agent.invoke({"messages": [HumanMessage("rename", id="h")], "user_name": "", "remaining_steps": 10})
print(out["user_name"], [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in out["messages"]])
agent = create_react_agent(mk(), [update_user_name], state_schema=MyState)
for ch in agent.stream({"messages": [HumanMessage("rename", id="h")], "user_name": ""}, stream_mode="updates"):
    for k, v in ch.items():
        print(k, {kk: ([(type(m).__name__, m.content) for m in vv] if kk == "messages" else vv) for kk, vv in v.items()})
