# https://github.com/langchain-ai/langgraph/issues/4718 , react agent streaming in web apps : stream_mode="messages" from create_react_agent with GenericFakeChatModel-style tool calls, tool messages, metadata
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

class FM(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def search(q: str) -> str:
    """search"""
    return f"found {q}"
model = FM(responses=([AIMessage("", id="a1", tool_calls=[{"name": "search", "args": {"q": "cats"}, "id": "c1"}]), AIMessage("cats are great pets", id="a2")]))
ag = create_react_agent(model, [search], name="my_agent")
for m, meta in ag.stream({"messages": [("user", "cats?")]}, stream_mode="messages"):
    print(type(m).__name__, repr(m.content), m.id, getattr(m, "tool_call_id", None), [t.get("name") for t in getattr(m, "tool_call_chunks", []) or getattr(m, "tool_calls", [])], meta["langgraph_node"], meta["langgraph_step"], meta.get("lc_agent_name"), sorted(k for k in meta if not k.startswith("langgraph_")))
