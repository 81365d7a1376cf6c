import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, MessagesState

model = GenericFakeChatModel(messages=iter([AIMessage("deep in the sub", id="s1"), AIMessage("top level", id="t1")]))
async def sub_chat(state: MessagesState):
    return {"messages": [await model.ainvoke(state["messages"])]}
sub = StateGraph(MessagesState).add_node("sub_chat", sub_chat).add_edge(START, "sub_chat").compile()
async def top_chat(state: MessagesState):
    return {"messages": [await model.ainvoke(state["messages"])]}
g = StateGraph(MessagesState).add_node("sub", sub).add_node("top_chat", top_chat).add_edge(START, "sub").add_edge("sub", "top_chat").compile()
async def main():
    async for ns, (m, md) in g.astream({"messages": [HumanMessage("q", id="q")]}, stream_mode="messages", subgraphs=True):
        print([p.split(":")[0] for p in ns], repr(m.content), type(m).__name__, md["langgraph_node"], md["langgraph_checkpoint_ns"].count("|"))
asyncio.run(main())
model2 = GenericFakeChatModel(messages=iter([AIMessage("deep", id="s2"), AIMessage("top", id="t2")]))
async def main2():
    global model
    model = model2
    async for m, md in g.astream({"messages": [HumanMessage("q", id="q")]}, stream_mode="messages"):
        print(repr(m.content), type(m).__name__, md["langgraph_node"])
asyncio.run(main2())
