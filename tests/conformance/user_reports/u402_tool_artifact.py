# https://github.com/langchain-ai/langchain/pull/32468 : ToolMessage artifacts from response_format="content_and_artifact" tools in ToolNode and create_react_agent; a tool returning a ToolMessage itself
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool(response_format="content_and_artifact")
def search(q: str):
    """Search."""
    return f"found {q}", {"hits": [1, 2], "q": q}

@tool
def raw(q: str):
    """Return a ToolMessage."""
    return ToolMessage(f"raw {q}", tool_call_id="ignored", artifact=[q], name="custom")

from langgraph.graph import StateGraph, START, MessagesState
# (a standalone ToolNode.invoke is refused by LangGraph 1.2.11: see round 1's 93; run inside a graph)
node = StateGraph(MessagesState).add_node("tools", ToolNode([search, raw])).add_edge(START, "tools").compile()
msg = AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "t1"}, {"name": "raw", "args": {"q": "y"}, "id": "t2"}])
res = node.invoke({"messages": [msg]})
for m in res["messages"][1:]:
    print(type(m).__name__, m.content, m.tool_call_id, m.name, m.artifact, m.status)
model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "search", "args": {"q": "z"}, "id": "t3"}]), AIMessage("ok", id="a2")]))
agent = create_react_agent(model, [search])
out = agent.invoke({"messages": [HumanMessage("go", id="h")]})
print([(type(m).__name__, m.content, getattr(m, "artifact", None)) for m in out["messages"]])
