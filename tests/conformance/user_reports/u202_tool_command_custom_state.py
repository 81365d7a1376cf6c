# https://github.com/langchain-ai/langgraph/issues/6012 , PR 2670 : a tool returning Command(update=...) to update a custom AgentState key in create_react_agent
from typing import Annotated
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self

class MyAgentState(AgentState):
    user_name: str

@tool
def update_user_name(new_name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Update the name of user"""
    return Command(update={"user_name": new_name, "messages": [ToolMessage(f"User name updated to: {new_name}", tool_call_id=tool_call_id)]})

@tool
def bad_update(tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Returns a command without a tool message."""
    return Command(update={"user_name": "x"})

def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in ms]
model = M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "update_user_name", "args": {"new_name": "Tim"}, "id": "c1"}]), AIMessage("ok", id="a2")])
agent = create_react_agent(model=model, tools=[update_user_name], state_schema=MyAgentState)
out = agent.invoke({"messages": [("user", "please update the username to Tim")], "user_name": "", "remaining_steps": 10})
print(fm(out["messages"]), out["user_name"], out.get("remaining_steps"))
for ch in create_react_agent(model=M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "update_user_name", "args": {"new_name": "Ann"}, "id": "c1"}]), AIMessage("ok", id="a2")]), tools=[update_user_name], state_schema=MyAgentState).stream({"messages": [("user", "x")], "user_name": ""}, stream_mode="updates"):
    print({k: ({kk: (fm(vv) if kk == "messages" else vv) for kk, vv in v.items()} if isinstance(v, dict) else [type(x).__name__ for x in v]) for k, v in ch.items()})
model = M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "bad_update", "args": {}, "id": "c9"}]), AIMessage("ok", id="a2")])
try:
    print(create_react_agent(model=model, tools=[bad_update], state_schema=MyAgentState).invoke({"messages": [("user", "x")], "user_name": ""}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
