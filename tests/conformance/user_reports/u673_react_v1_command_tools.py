# https://github.com/langchain-ai/langgraph/issues/6012 , PR 4003 , langgraphjs PR 740 : create_react_agent(version="v1") (one tools task) with a tool returning Command(update) beside a plain tool (a failing tool taken out: it re-raises in both): the tools node's updates chunk (a list), values, final state
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId, ToolException
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command
class St(AgentState):
    flag: str
@tool
def setflag(v: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """set flag"""
    return Command(update={"flag": v, "messages": [ToolMessage(f"flag={v}", tool_call_id=tool_call_id)]})
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
@tool
def broken(x: int) -> int:
    """broken"""
    raise ToolException("broken tool")
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
msgs = iter([AIMessage("", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}, {"name": "setflag", "args": {"v": "on"}, "id": "c2"}], id="a1"), AIMessage("fin", id="a2")])
agent = create_react_agent(Model(messages=msgs), [add, setflag, broken], state_schema=St, version="v1")
def m(ms):
    return [(type(x).__name__, x.content, getattr(x, "tool_call_id", None), getattr(x, "status", None)) for x in ms]
for ch in agent.stream({"messages": [("user", "go")], "flag": ""}, stream_mode="updates"):
    for node, up in ch.items():
        if isinstance(up, list):
            print(node, "LIST", [{k: (m(v) if k == "messages" else v) for k, v in u.items()} for u in up])
        else:
            print(node, {k: (m(v) if k == "messages" else v) for k, v in up.items()})
