# https://github.com/langchain-ai/langgraph/issues/3380 : stream_mode="messages" when a node streams a model's tokens then fails and its RetryPolicy runs it again (are the failed attempt's tokens streamed, and the final message once?), and when a node calls the model then interrupt()s: the tokens on the first run and again on the resume (the node re-runs), with ["messages", "updates"]
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("try %d" % i, id="m%d" % i) for i in range(50)]))
attempts = []
def flaky(s):
    msg = model.invoke(s["messages"])
    attempts.append(msg.id)
    if len(attempts) == 1:
        raise ConnectionError("dropped")
    return {"messages": [msg]}
g = StateGraph(MessagesState).add_node("flaky", flaky, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False)).add_edge(START, "flaky").compile()
print([(c.content, c.id, m["langgraph_node"]) for c, m in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages")], attempts)
def ask(s):
    msg = model.invoke(s["messages"])
    ok = interrupt({"draft": msg.content})
    return {"messages": [msg, AIMessage("approved: %s" % ok, id="ap-%s" % msg.id)]}
g2 = StateGraph(MessagesState).add_node("ask", ask).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(items):
    out = []
    for mode, p in items:
        if mode == "messages":
            out.append((mode, p[0].content, p[0].id))
        else:
            out.append((mode, {k: (v if k == "__interrupt__" and False else ([m.content for m in v["messages"]] if isinstance(v, dict) else [i.value for i in v])) for k, v in p.items()}))
    return out
print(show(g2.stream({"messages": [HumanMessage("hi", id="h")]}, cfg, stream_mode=["messages", "updates"])))
print(show(g2.stream(Command(resume="yes"), cfg, stream_mode=["messages", "updates"])))
print([m.content for m in g2.get_state(cfg).values["messages"]])
