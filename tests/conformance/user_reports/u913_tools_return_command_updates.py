# https://github.com/langchain-ai/langgraph/issues/6012 : tools returning Command(update={custom key, messages: [ToolMessage]}) in create_react_agent with a custom state schema: two such calls in one turn (v1: one ToolNode task), the state's custom keys, the transcript, and a tool Command whose update lacks the ToolMessage (the error)
from typing import Annotated
import operator
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
class St(AgentState):
    user_name: str
    tags: Annotated[list, operator.add]
@tool
def set_name(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """set name"""
    return Command(update={"user_name": name, "tags": ["name"], "messages": [ToolMessage("name set to " + name, tool_call_id=tool_call_id)]})
@tool
def add_tag(tag: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """tag"""
    return Command(update={"tags": [tag], "messages": [ToolMessage("tagged " + tag, tool_call_id=tool_call_id)]})
@tool
def silent(tag: str) -> Command:
    """no tool message"""
    return Command(update={"tags": [tag]})
def c(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[c("set_name", {"name": "Tim"}, "t1"), c("add_tag", {"tag": "vip"}, "t2")]), AIMessage("updated", id="a2")]))
agent = create_react_agent(model, [set_name, add_tag, silent], state_schema=St)
out = agent.invoke({"messages": [HumanMessage("I am Tim", id="h")], "user_name": "", "tags": []})
print(out["user_name"], out["tags"], [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in out["messages"]])
for ch in create_react_agent(Model(messages=iter([AIMessage("", id="b1", tool_calls=[c("set_name", {"name": "Ann"}, "u1")]), AIMessage("ok", id="b2")])), [set_name], state_schema=St).stream({"messages": [HumanMessage("x", id="h")], "tags": []}, stream_mode="updates"):
    print({k: {kk: ([type(m).__name__ for m in vv] if kk == "messages" else vv) for kk, vv in v.items()} for k, v in ch.items()})
try:
    create_react_agent(Model(messages=iter([AIMessage("", id="s1", tool_calls=[c("silent", {"tag": "q"}, "s")]), AIMessage("ok", id="s2")])), [silent], state_schema=St).invoke({"messages": [HumanMessage("x", id="h")], "tags": []})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
