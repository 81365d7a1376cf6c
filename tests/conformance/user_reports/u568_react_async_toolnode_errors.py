# https://github.com/langchain-ai/langgraph/issues/2219 , langgraphjs#246 , #6338 : create_react_agent given a ToolNode(handle_tool_errors=str) of async tools (one raising ToolException, one raising ValueError), ainvoke / astream updates, tool messages
import asyncio
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool, ToolException
from langgraph.prebuilt import create_react_agent, ToolNode
class Scripted(BaseChatModel):
    responses: list
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        r = self.responses[self.i % len(self.responses)]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=r)])
    @property
    def _llm_type(self):
        return "scripted"
    def bind_tools(self, tools, **kw):
        return self
@tool
async def fetch(url: str) -> str:
    """Fetch a url."""
    await asyncio.sleep(0)
    if "bad" in url:
        raise ToolException(f"cannot fetch {url}")
    return f"content of {url}"
@tool
async def parse(text: str) -> str:
    """Parse."""
    raise ValueError("parser broke")
script = [AIMessage("", id="a1", tool_calls=[{"name": "fetch", "args": {"url": "good"}, "id": "c1"}, {"name": "fetch", "args": {"url": "bad"}, "id": "c2"}, {"name": "parse", "args": {"text": "t"}, "id": "c3"}]), AIMessage("summary", id="a2")]
async def main():
    for handle in [True, "custom failure text", False]:
        # (with handle_tool_errors=False only one call fails: which of two failing calls raises first is timing)
        calls = script if handle is not False else [AIMessage("", id="a1", tool_calls=[{"name": "parse", "args": {"text": "t"}, "id": "c3"}])]
        agent = create_react_agent(Scripted(responses=calls), ToolNode([fetch, parse], handle_tool_errors=handle))
        try:
            out = await agent.ainvoke({"messages": [HumanMessage("go", id="h")]})
            print(handle, [(type(m).__name__, m.content, getattr(m, "status", None)) for m in out["messages"]])
        except Exception as e:
            print(handle, "raised", type(e).__name__, e)
    agent = create_react_agent(Scripted(responses=[AIMessage("", id="a1", tool_calls=[{"name": "fetch", "args": {"url": "good"}, "id": "c1"}, {"name": "parse", "args": {"text": "t"}, "id": "c3"}])]), ToolNode([fetch, parse]))
    try:
        async for ch in agent.astream({"messages": [HumanMessage("go", id="h")]}, stream_mode="updates"):
            print(sorted(ch))
    except Exception as e:
        print("default raised", type(e).__name__, e)
asyncio.run(main())
