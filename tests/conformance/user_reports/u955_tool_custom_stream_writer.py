# https://github.com/langchain-ai/langgraph/issues/4455 : tools inside create_react_agent (v1 and v2) that report progress with get_stream_writer(), streamed with stream_mode=["custom", "updates"]: the custom chunks each tool wrote (sorted within the tools step) and the updates around them
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.config import get_stream_writer
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def crawl(url: str) -> str:
    """crawl"""
    w = get_stream_writer()
    for p in (50, 100):
        w({"url": url, "progress": p})
    return "crawled " + url
for v in ["v1", "v2"]:
    model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "crawl", "args": {"url": u}, "id": "c-" + u, "type": "tool_call"} for u in ("a.com", "b.com")]), AIMessage("crawled both", id="a2")]))
    agent = create_react_agent(model, [crawl], version=v)
    rows = [(m, str(c) if m == "custom" else {k: [x.content for x in u["messages"]] for k, u in c.items()}) for m, c in agent.stream({"messages": [HumanMessage("crawl", id="h")]}, stream_mode=["custom", "updates"])]
    print(v, rows[0], sorted(map(str, rows[1:-1])), rows[-1])
