import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph.message import add_messages

model = GenericFakeChatModel(messages=iter([AIMessage("hello there friend", id="r1"), AIMessage("second reply", id="r2")]))

@task
def call_model(messages):
    return model.invoke(messages)

@entrypoint(checkpointer=InMemorySaver())
def chat(messages, *, previous=None):
    if previous:
        messages = add_messages(previous, messages)
    response = call_model(messages).result()
    return entrypoint.final(value=response, save=add_messages(messages, response))

cfg = {"configurable": {"thread_id": "1"}}
for chunk, md in chat.stream([HumanMessage("hi", id="h1")], cfg, stream_mode="messages"):
    print(repr(chunk.content), md["langgraph_node"], md["langgraph_step"], md.get("langgraph_checkpoint_ns", "").split(":")[0])
out = chat.invoke([HumanMessage("again", id="h2")], cfg)
print(type(out).__name__, out.content, out.id)
s = chat.get_state(cfg)
print(type(s.values).__name__, s.values.content)
