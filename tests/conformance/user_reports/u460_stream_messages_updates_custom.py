# https://github.com/langchain-ai/langgraph/issues/4718 , #5932 : ["messages","updates","custom"] with a fake chat model in a subgraph node, subgraphs=True metadata keys
from typing import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.config import get_stream_writer
model = GenericFakeChatModel(messages=iter([AIMessage(content="hello there", id="m1"), AIMessage(content="sub reply", id="m2")]))
def chat(s):
    get_stream_writer()("before-model")
    return {"messages": [model.invoke(s["messages"])]}
def sub_chat(s):
    return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("sub_chat", sub_chat).add_edge(START, "sub_chat").compile()
g = StateGraph(MessagesState).add_node("chat", chat).add_node("sub", sub).add_edge(START, "chat").add_edge("chat", "sub").compile()
for ns, mode, data in g.stream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates", "custom"], subgraphs=True):
    ns = tuple(n.split(":")[0] for n in ns)
    if mode == "messages":
        msg, meta = data
        print(ns, mode, type(msg).__name__, repr(msg.content), msg.id, sorted(meta), meta["langgraph_node"], meta["langgraph_step"])
    elif mode == "updates":
        print(ns, mode, {k: [m.content for m in v["messages"]] if v else v for k, v in data.items()})
    else:
        print(ns, mode, data)
