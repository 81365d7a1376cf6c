from typing import Any, Annotated
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command

class FakeToolModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs: Any):
        return self

class MyState(AgentState):
    user_name: str

@tool
def set_name(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Remember the user's name."""
    return Command(update={"user_name": name, "messages": [ToolMessage(f"name set to {name}", tool_call_id=tool_call_id)]})

@tool
def greet(state: Annotated[MyState, InjectedState]) -> str:
    """Greet the user."""
    return f"hello {state['user_name']}"

def mk(): return FakeToolModel(responses=[
    AIMessage("", id="a1", tool_calls=[{"name": "set_name", "args": {"name": "Ada"}, "id": "c1"}]),
    AIMessage("", id="a2", tool_calls=[{"name": "greet", "args": {}, "id": "c2"}]),
    AIMessage("bye", id="a3"),
])
agent = create_react_agent(mk(), [set_name, greet], state_schema=MyState)
r = create_react_agent(mk(), [set_name, greet], state_schema=MyState).invoke({"messages": [HumanMessage("hi", id="u")], "user_name": "?"})
print(r["user_name"], [(type(m).__name__, m.content) for m in r["messages"]])
for c in agent.stream({"messages": [HumanMessage("hi", id="u")], "user_name": "?"}, stream_mode="updates"):
    print({k: (sorted(v.keys()) if isinstance(v, dict) else v) for k, v in c.items()})
