# https://github.com/langchain-ai/langgraph/issues/4718 , CopilotKit#1964 : web-app streaming of a react agent whose tool interrupts: stream_mode=["messages","updates"] for the first run and the resume (which messages are streamed again)
import asyncio
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def confirm(what: str) -> str:
    """confirm"""
    return what + " -> " + interrupt({"confirm": what})
ag = create_react_agent(M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "confirm", "args": {"what": "deploy"}, "id": "c1"}]), AIMessage("deployed", id="a2")]), [confirm], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
async def main():
    for inp in ({"messages": [("user", "deploy")]}, Command(resume="yes")):
        async for mode, data in ag.astream(inp, cfg, stream_mode=["messages", "updates", "values"]):
            if mode == "messages":
                m, meta = data; print(mode, type(m).__name__, m.content, meta["langgraph_node"], meta["langgraph_step"])
            elif mode == "updates":
                print(mode, {k: ([i.value for i in v] if k == "__interrupt__" else [(type(x).__name__, x.content) for x in v["messages"]]) for k, v in data.items()})
            else:
                print(mode, [(type(x).__name__, x.content) for x in data["messages"]], sorted(data))
asyncio.run(main())
