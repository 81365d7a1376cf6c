# https://github.com/langchain-ai/langgraph/pull/1923 , #4718 : asyncio.gather of two astream(stream_mode="messages") runs of one graph on two threads with a streaming fake model; per-thread token lists and metadata thread_id
import asyncio
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
async def chat(s, config):
    tid = config["configurable"]["thread_id"]
    model = GenericFakeChatModel(messages=iter([AIMessage(f"hello from {tid} thread", id=f"m-{tid}")]))
    return {"messages": [await model.ainvoke(s["messages"], config)]}
g = StateGraph(MessagesState).add_node("chat", chat).add_edge(START, "chat").compile(checkpointer=InMemorySaver())
async def run(tid):
    toks = []
    async for m, meta in g.astream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": tid}}, stream_mode="messages"):
        toks.append((m.content, meta["thread_id"], meta["langgraph_node"]))
    return toks
async def main():
    a, b = await asyncio.gather(run("A"), run("B"))
    print(a)
    print(b)
    for tid in "AB":
        print([m.content for m in (await g.aget_state({"configurable": {"thread_id": tid}})).values["messages"]])
asyncio.run(main())
