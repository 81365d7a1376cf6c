# https://github.com/langchain-ai/langgraph/issues/4718 (functional API) : messages mode from @task / @entrypoint calling chat models
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

model = GenericFakeChatModel(messages=iter([AIMessage("task says hi", id="t1"), AIMessage("entry says yo", id="e1")]))

@task
def call_model(msgs):
    return model.invoke(msgs)

@entrypoint(checkpointer=InMemorySaver())
def wf(q: str):
    a = call_model([("user", q)]).result()
    b = model.invoke([("user", "again")])
    return {"a": a.content, "b": b.content}

for msg, meta in wf.stream("hello", {"configurable": {"thread_id": "1"}}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), msg.id, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_checkpoint_ns"].count("|"), meta.get("tags"))
