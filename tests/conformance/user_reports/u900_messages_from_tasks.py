# https://github.com/langchain-ai/langgraph/issues/5010 , https://github.com/langchain-ai/langgraph/pull/4843 : stream_mode="messages" for a chat model called inside a @task (from a StateGraph node and from an @entrypoint) and directly in the entrypoint, with subgraphs=False and True: which tokens come as chunks, under which namespace and node name, and which only as the node's finished message
import operator
from typing import Annotated, TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
m = GenericFakeChatModel(messages=iter([AIMessage("task tokens here", id="tk1"), AIMessage("ep tokens", id="ep1"), AIMessage("task two", id="tk2"), AIMessage("ep two", id="ep2"), AIMessage("a3 x", id="a3"), AIMessage("b3 y", id="b3"), AIMessage("a4 z", id="a4"), AIMessage("b4 w", id="b4")]))
@task
def ask_model(msgs):
    return m.invoke(msgs)
def node(s):
    return {"messages": [ask_model(s["messages"]).result()]}
app = StateGraph(MessagesState).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
for sub in [False, True]:
    rows = []
    for item in app.stream({"messages": [HumanMessage("q", id="h%d" % sub)]}, {"configurable": {"thread_id": str(sub)}}, stream_mode="messages", subgraphs=sub):
        if sub:
            ns, (ch, meta) = item
            rows.append(([p.split(":")[0] for p in ns], ch.content, meta["langgraph_node"]))
        else:
            ch, meta = item
            rows.append((ch.content, meta["langgraph_node"]))
    print(sub, rows)
@entrypoint(checkpointer=InMemorySaver())
def ep(q):
    a = ask_model([HumanMessage(q)]).result()
    b = m.invoke([HumanMessage(q)])
    return a.content + "|" + b.content
for sub in [False, True]:
    rows = []
    for item in ep.stream("q", {"configurable": {"thread_id": "e%d" % sub}}, stream_mode="messages", subgraphs=sub):
        if sub:
            ns, (ch, meta) = item
            rows.append(([p.split(":")[0] for p in ns], ch.content, meta["langgraph_node"]))
        else:
            ch, meta = item
            rows.append((ch.content, meta["langgraph_node"]))
    print("ep", sub, rows)
