# https://github.com/langchain-ai/langgraph/issues/6338 , INVALID_CHAT_HISTORY reports: create_react_agent given an AI tool call without its ToolMessage (error text and code link), then a valid history; ToolNode with no AIMessage
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
from langgraph.errors import ErrorCode

class ToolModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
agent = create_react_agent(ToolModel(messages=iter([AIMessage("done", id="f")])), [add])
dangling = [HumanMessage("hi", id="h"), AIMessage("", id="a", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}])]
try:
    agent.invoke({"messages": dangling})
except Exception as e:
    print(type(e).__name__, str(e).replace("\n", " / "))
ok = dangling + [ToolMessage("3", tool_call_id="c1", id="t")]
print([m.content for m in agent.invoke({"messages": ok})["messages"]])
print(ErrorCode.INVALID_CHAT_HISTORY.value)
# (a standalone ToolNode.invoke: LangGraph 1.2.11 refuses it outside a graph - round 1's 93, left)
