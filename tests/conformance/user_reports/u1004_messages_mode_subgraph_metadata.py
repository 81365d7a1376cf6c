# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" with subgraphs=True from a fake chat model called in a subgraph node and in a @task inside a parent node: each chunk's namespace head, langgraph_node, langgraph_step, langgraph_triggers and checkpoint_ns head
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.func import task
model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m1"), AIMessage("c", id="m2")]))
def inner(s):
    return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
@task
def summarise(msgs):
    return model.invoke(msgs)
def outer(s):
    return {"messages": [summarise(s["messages"]).result()]}
g = StateGraph(MessagesState).add_node("sub", sub).add_node("outer", outer).add_edge(START, "sub").add_edge("sub", "outer").compile()
for ns, (chunk, md) in g.stream({"messages": [("user", "hi")]}, stream_mode="messages", subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), repr(chunk.content), md["langgraph_node"], md["langgraph_step"], md["langgraph_triggers"], md.get("checkpoint_ns", "").split(":")[0], sorted(k for k in md if k.startswith("langgraph_")))
