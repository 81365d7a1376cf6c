# https://github.com/langchain-ai/langgraph/issues/2331 : astream_events(version="v2") of create_react_agent over a GenericFakeChatModel whose scripted reply carries tool_calls: the streamed tokens (the fake's streaming keeps the text, not the tool calls, so the agent ends after one model turn and no tool events come), and the root chain events
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
@tool
def lookup(city: str) -> str:
    """Weather."""
    return "sunny in " + city
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw): return self
model = M(messages=iter([AIMessage("calling", id="a1", tool_calls=[{"name": "lookup", "args": {"city": "Oslo"}, "id": "c1"}]), AIMessage("It is sunny", id="a2")]))
agent = create_react_agent(model, [lookup])
async def main():
    rows = []
    async for e in agent.astream_events({"messages": [HumanMessage("weather?", id="h")]}, version="v2"):
        ev = e["event"]
        if ev in ("on_chat_model_stream",):
            rows.append((ev, e["name"], repr(e["data"]["chunk"].content), e["metadata"].get("langgraph_node")))
        elif ev in ("on_tool_start", "on_tool_end"):
            rows.append((ev, e["name"], e["data"].get("input"), getattr(e["data"].get("output"), "content", None), e["metadata"].get("langgraph_node")))
        elif ev in ("on_chain_start", "on_chain_end") and e["metadata"].get("langgraph_node") is None:
            rows.append((ev, e["name"]))
    for r in rows:
        print(r)
asyncio.run(main())
