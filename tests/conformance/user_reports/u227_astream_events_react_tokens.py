# https://github.com/langchain-ai/langgraph/issues/6330 , web-app token streaming : astream_events v2 over a StateGraph chat node using GenericFakeChatModel: on_chat_model_stream chunks, metadata, filtering by tags/names
import asyncio
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

model = GenericFakeChatModel(messages=iter([AIMessage("streamed token words", id="s1")]))
async def chat(s, config):
    return {"messages": [await model.ainvoke(s["messages"], config)]}
b = StateGraph(MessagesState); b.add_node("chat", chat); b.add_edge(START, "chat"); b.add_edge("chat", END)
g = b.compile()
async def main():
    async for e in g.astream_events({"messages": [("user", "hi")]}, version="v2"):
        d = e["data"]
        extra = repr(d["chunk"].content) if e["event"] == "on_chat_model_stream" else ""
        print(e["event"], e["name"], sorted(e["tags"]), e["metadata"].get("langgraph_node"), e["metadata"].get("langgraph_step"), extra)
asyncio.run(main())
