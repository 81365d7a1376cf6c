# https://github.com/langchain-ai/langgraph/issues/4718 , #5932 : stream_mode="messages" with version="v2" and subgraphs=True: part keys, ns, (message, metadata) data
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, MessagesState
model = GenericFakeChatModel(messages=iter([AIMessage(content="one two", id="x1"), AIMessage(content="three", id="x2")]))
def top(s): return {"messages": [model.invoke(s["messages"])]}
def inner(s): return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
g = StateGraph(MessagesState).add_node("top", top).add_node("sub", sub).add_edge(START, "top").add_edge("top", "sub").compile()
for p in g.stream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates"], subgraphs=True, version="v2"):
    if p["type"] == "messages":
        msg, meta = p["data"]
        print(p["type"], tuple(n.split(":")[0] for n in p["ns"]), type(msg).__name__, repr(msg.content), meta["langgraph_node"], sorted(k for k in p))
    else:
        print(p["type"], tuple(n.split(":")[0] for n in p["ns"]), {k: [m.content for m in v["messages"]] for k, v in p["data"].items()})
