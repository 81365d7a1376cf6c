# https://github.com/langchain-ai/langgraph/issues/2256 , https://github.com/langchain-ai/langgraph/issues/3380 : stream_mode="messages" over nodes that stream a fake model token by token, call one tagged "nostream", one with disable_streaming=True, return AIMessage / ToolMessage / RemoveMessage directly; which come as chunks or whole messages, their ids, tags and ls_* metadata keys; a second turn re-sending a message id already in the thread; astream of an async node
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
def mk(*texts):
    return GenericFakeChatModel(messages=iter([AIMessage(t, id="id-" + t.replace(" ", "_")) for t in texts]))
m1 = mk("hello there")
m2 = mk("quiet reply").with_config(tags=["nostream"])
m3 = GenericFakeChatModel(messages=iter([AIMessage("no stream", id="ns")]), disable_streaming=True)
def a(s):
    return {"messages": [m1.invoke(s["messages"])]}
def b(s):
    return {"messages": [m2.invoke(s["messages"])]}
def c(s):
    return {"messages": [m3.invoke(s["messages"])]}
def d(s):
    return {"messages": [AIMessage("direct", id="dir"), ToolMessage("tm", tool_call_id="x", id="tm1"), RemoveMessage(id="dir")]}
def e(s):
    return {"messages": [AIMessage("direct2", id="dir2")]}
g = StateGraph(MessagesState)
for n, f in [("a", a), ("b", b), ("c", c), ("d", d), ("e", e)]:
    g.add_node(n, f)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c"); g.add_edge("c", "d"); g.add_edge("d", "e")
app = g.compile(checkpointer=InMemorySaver())
for ch, meta in app.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "1"}}, stream_mode="messages"):
    print(type(ch).__name__, repr(ch.content), ch.id, meta["langgraph_node"], sorted(meta.get("tags", [])), sorted(k for k in meta if k.startswith("ls_")))
print("-- second turn, same ids")
app2 = StateGraph(MessagesState).add_node("e", e).add_edge(START, "e").compile(checkpointer=InMemorySaver())
for i in range(2):
    for ch, meta in app2.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "1"}}, stream_mode="messages"):
        print(i, type(ch).__name__, repr(ch.content), ch.id)
async def main():
    m4 = mk("async words here")
    async def an(s):
        return {"messages": [await m4.ainvoke(s["messages"])]}
    ap = StateGraph(MessagesState).add_node("an", an).add_edge(START, "an").compile()
    async for ch, meta in ap.astream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
        print("async", type(ch).__name__, repr(ch.content), ch.id, meta["langgraph_node"])
asyncio.run(main())
