# https://github.com/langchain-ai/langgraph/pull/2132 , docs PR 2916 : stream_mode="messages" with a model tagged nostream, a node returning messages without a model, RemoveMessage in a returned update, and a model in a routing function
from typing import Literal
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage
from langgraph.graph import StateGraph, START, END, MessagesState

def m(text, mid):
    return GenericFakeChatModel(messages=iter([AIMessage(text, id=mid)]))
def write_answer(state: MessagesState):
    return {"messages": [m("visible answer", "v1").invoke(state["messages"])]}
def internal_notes(state: MessagesState):
    note = m("hidden note", "n1").invoke(state["messages"], config={"tags": ["nostream"]})
    return {"messages": [note, ToolMessage("tool out", tool_call_id="t1", id="tm")]}
def cleanup(state: MessagesState):
    return {"messages": [RemoveMessage(id="n1"), AIMessage("done", id="d1")]}
def route(state: MessagesState) -> Literal["cleanup", "__end__"]:
    m("router thought", "r1").invoke(state["messages"])
    return "cleanup"
b = StateGraph(MessagesState)
b.add_node("write_answer", write_answer); b.add_node("internal_notes", internal_notes); b.add_node("cleanup", cleanup)
b.add_edge(START, "write_answer"); b.add_edge("write_answer", "internal_notes"); b.add_conditional_edges("internal_notes", route)
g = b.compile()
for chunk, meta in g.stream({"messages": [HumanMessage("q", id="q")]}, stream_mode="messages"):
    print(type(chunk).__name__, repr(chunk.content), chunk.id, meta["langgraph_node"], meta.get("tags"))
print([x.id for x in g.invoke({"messages": [HumanMessage("q", id="q")]})["messages"]])
