# https://github.com/langchain-ai/langgraph/issues/6012 , #2336 : two parallel tool calls both returning Command(update) of the same plain key (InvalidUpdateError) vs a reducer key, in create_react_agent
import operator
from typing import Annotated
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
class St(AgentState):
    name: str
    tags: Annotated[list, operator.add]
@tool
def set_name(v: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """set name"""
    return Command(update={"name": v, "messages": [ToolMessage("set " + v, tool_call_id=tool_call_id)]})
@tool
def add_tag(v: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """add tag"""
    return Command(update={"tags": [v], "messages": [ToolMessage("tag " + v, tool_call_id=tool_call_id)]})
for version in ("v1", "v2"):
    for name, calls in (("tags", [("add_tag", "a"), ("add_tag", "b")]), ("names", [("set_name", "x"), ("set_name", "y")])):
        m = M(responses=[AIMessage("", id="a1", tool_calls=[{"name": n, "args": {"v": v}, "id": f"c{i}"} for i, (n, v) in enumerate(calls)]), AIMessage("ok", id="a2")])
        ag = create_react_agent(m, [set_name, add_tag], state_schema=St, version=version)
        try:
            out = ag.invoke({"messages": [("user", "x")], "name": "", "tags": []})
            print(version, name, out["name"], sorted(out["tags"]), sorted(x.content for x in out["messages"] if isinstance(x, ToolMessage)))
        except Exception as e:
            print(version, name, "RAISED", type(e).__name__, str(e).splitlines()[0])
