# https://github.com/langchain-ai/langgraph/issues/1800 , async agent reports : an async tool in create_react_agent through ainvoke / astream(stream_mode=["updates","values"]) with AsyncSqliteSaver, aget_state
import asyncio
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.prebuilt import create_react_agent

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
async def fetch(url: str) -> str:
    """Fetch."""
    await asyncio.sleep(0)
    return f"page {url}"

async def main():
    async with AsyncSqliteSaver.from_conn_string(":memory:") as saver:
        model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "fetch", "args": {"url": "u"}, "id": "t1"}]), AIMessage("got it", id="a2")]))
        agent = create_react_agent(model, [fetch], checkpointer=saver)
        cfg = {"configurable": {"thread_id": "1"}}
        async for mode, ch in agent.astream({"messages": [HumanMessage("go", id="h")]}, cfg, stream_mode=["updates", "values"]):
            if mode == "values":
                print(mode, [(type(m).__name__, m.content) for m in ch["messages"]])
            else:
                print(mode, {k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in ch.items()})
        st = await agent.aget_state(cfg)
        print(st.next, st.metadata["step"], len([h async for h in agent.aget_state_history(cfg)]))
        try:
            agent.invoke({"messages": [HumanMessage("sync", id="h2")]}, cfg)
        except Exception as e:
            print(type(e).__name__, str(e)[:80])
asyncio.run(main())
