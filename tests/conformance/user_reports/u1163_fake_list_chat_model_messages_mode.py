# https://github.com/langchain-ai/langchain/pull/10200 : FakeListChatModel and FakeMessagesListChatModel called from sync nodes, run with stream and astream, with stream_mode="messages" (invoke vs stream inside the node), and the final state: which chunks reach the messages stream, their contents and node names
import asyncio
from langchain_core.language_models.fake_chat_models import FakeListChatModel, FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
fl = FakeListChatModel(responses=["abc", "second"])
fm = FakeMessagesListChatModel(responses=[AIMessage("from list", id="fm1")])
def n1(s): return {"messages": [fl.invoke(s["messages"])]}
def n2(s):
    chunks = list(fl.stream(s["messages"]))
    return {"messages": [AIMessage("".join(c.content for c in chunks), id="joined")]}
def n3(s): return {"messages": [fm.invoke(s["messages"])]}
b = StateGraph(MessagesState).add_node("n1", n1).add_node("n2", n2).add_node("n3", n3)
b.add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "n3").add_edge("n3", END)
g = b.compile()
def row(m, meta): return (meta["langgraph_node"], type(m).__name__, m.content)
print("sync", [row(m, meta) for m, meta in g.stream({"messages": [("user", "q")]}, stream_mode="messages")])
fl.i = 0
fm.i = 0
async def main():
    rows = [row(m, meta) async for m, meta in g.astream({"messages": [("user", "q")]}, stream_mode="messages")]
    print("async", rows)
asyncio.run(main())
fl.i = 0
fm.i = 0
out = g.invoke({"messages": [("user", "q")]})
print("final", [(type(m).__name__, m.content) for m in out["messages"]])
