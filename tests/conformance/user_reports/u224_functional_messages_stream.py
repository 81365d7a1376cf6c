# https://github.com/langchain-ai/langgraph/issues/4718 , functional API chat apps : @entrypoint with a checkpointer and add_messages over previous, GenericFakeChatModel messages stream, stream_mode list with custom
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.func import entrypoint, task
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer

replies = iter([AIMessage("hi there you", id="r1"), AIMessage("second answer", id="r2")])
model = GenericFakeChatModel(messages=replies)
@task
def call_model(msgs):
    get_stream_writer()({"calling": len(msgs)})
    return model.invoke(msgs)
@entrypoint(checkpointer=InMemorySaver())
def chat(inputs, *, previous=None):
    msgs = add_messages(previous or [], inputs)
    resp = call_model(msgs).result()
    return entrypoint.final(value=resp, save=add_messages(msgs, resp))
cfg = {"configurable": {"thread_id": "1"}}
for turn in ("hello", "again"):
    for mode, data in chat.stream([HumanMessage(turn, id="u-" + turn)], cfg, stream_mode=["messages", "custom", "updates"]):
        if mode == "messages":
            m, meta = data; print(mode, repr(m.content), m.id, meta["langgraph_node"], meta["langgraph_step"])
        elif mode == "updates":
            print(mode, {k: (v.content if hasattr(v, "content") else v) for k, v in data.items()})
        else:
            print(mode, data)
v = chat.get_state(cfg).values; print(type(v).__name__, [(type(m).__name__, getattr(m, "content", m)) for m in v])
