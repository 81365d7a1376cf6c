# https://github.com/langchain-ai/langgraph/issues/4718 / supervisor#226: LLM token streaming, metadata, tags, nostream
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

m1 = GenericFakeChatModel(messages=iter([AIMessage("alpha beta", id="r1")]))
m2 = GenericFakeChatModel(messages=iter([AIMessage("hidden text", id="r2")]))

def talk(state):
    return {"messages": [m1.invoke(state["messages"])]}

def silent(state):
    r = m2.invoke(state["messages"], config={"tags": ["nostream"]})
    return {"messages": [AIMessage(r.content + "!", id="r3")]}

b = StateGraph(MessagesState)
b.add_node("talk", talk); b.add_node("silent", silent)
b.add_edge(START, "talk"); b.add_edge("talk", "silent"); b.add_edge("silent", END)
g = b.compile()
for msg, meta in g.stream({"messages": [("user", "hi")]}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), msg.id, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta.get("tags"), meta.get("ls_model_type"))
