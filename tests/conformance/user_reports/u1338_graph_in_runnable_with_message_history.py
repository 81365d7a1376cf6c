# https://github.com/langchain-ai/langchain/issues/26336 : a compiled StateGraph wrapped in RunnableWithMessageHistory (input_messages_key / output_messages_key = "messages"): the graph's output per turn, the history the wrapper stores (the graph returns the whole list, so earlier turns are stored again), and stream() through the wrapper
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables.history import RunnableWithMessageHistory
from langgraph.graph import StateGraph, MessagesState, START
model = GenericFakeChatModel(messages=iter([AIMessage("reply %d" % i, id="r%d" % i) for i in range(20)]))
def call(s): return {"messages": [model.invoke(s["messages"])]}
g = StateGraph(MessagesState).add_node("call", call).add_edge(START, "call").compile()
stores = {}
def hist(sid):
    return stores.setdefault(sid, InMemoryChatMessageHistory())
wrapped = RunnableWithMessageHistory(g, hist, input_messages_key="messages", output_messages_key="messages")
for q in ["one", "two"]:
    out = wrapped.invoke({"messages": [HumanMessage(q, id=q)]}, {"configurable": {"session_id": "s"}})
    print([m.content for m in out["messages"]])
print([m.content for m in stores["s"].messages])
print([type(c).__name__ for c in wrapped.stream({"messages": [HumanMessage("three", id="3")]}, {"configurable": {"session_id": "s"}})])
print([m.content for m in stores["s"].messages])
