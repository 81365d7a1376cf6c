# https://github.com/langchain-ai/langgraph/pull/2656 : a tool returning Command(update={"messages": [ToolMessage(..., tool_call_id=InjectedToolCallId)], "user_name": ...}) inside create_react_agent with an extra state key, in v1 and v2; two such calls in one turn; the state afterwards and the updates stream
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command
class S(AgentState):
    user_name: str
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def set_name(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """set the user's name"""
    return Command(update={"user_name": name, "messages": [ToolMessage("name set to " + name, tool_call_id=tool_call_id)]})
for version in ["v1", "v2"]:
    for names in [["bob"], ["bob", "eve"]]:
        calls = [{"name": "set_name", "args": {"name": x}, "id": "c%d" % i, "type": "tool_call"} for i, x in enumerate(names)]
        model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("hi", id="a2")]))
        agent = create_react_agent(model, [set_name], state_schema=S, version=version)
        try:
            ups = []
            for ch in agent.stream({"messages": [HumanMessage("q", id="h")]}, stream_mode="updates"):
                for k, v in ch.items():
                    if isinstance(v, list):
                        ups.append((k, "list", len(v)))
                    else:
                        ups.append((k, v.get("user_name"), [(m.type, m.content, getattr(m, "name", None), getattr(m, "tool_call_id", None)) for m in v.get("messages", [])]))
            print(version, names, ups)
        except Exception as e:
            print(version, names, "ERR", type(e).__name__, str(e)[:200])
