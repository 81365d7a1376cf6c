# https://github.com/langchain-ai/langgraph/issues/3772 , PR 3251 : custom chunks from a tool inside create_react_agent used as a subgraph node; stream subgraphs=True with version v2; namespaces of tools tasks (Send)
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.config import get_stream_writer
@tool
def work(x: int) -> int:
    """work"""
    get_stream_writer()({"working": x})
    return x * 2
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
agent = create_react_agent(Model(messages=iter([AIMessage("", tool_calls=[{"name": "work", "args": {"x": 3}, "id": "w"}]), AIMessage("done")])), [work], name="worker")
g = StateGraph(MessagesState).add_node("worker", agent).add_edge(START, "worker").compile()
for p in g.stream({"messages": [("user", "go")]}, stream_mode=["custom", "updates"], subgraphs=True, version="v2"):
    d = p["data"]
    if p["type"] == "updates":
        d = {k: ([type(m).__name__ for m in v.get("messages", [])] if isinstance(v, dict) else v) for k, v in d.items()}
    print(p["type"], tuple(n.split(":")[0] for n in p["ns"]), d)
