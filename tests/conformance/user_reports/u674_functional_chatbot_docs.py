# docs how-to "functional API: add thread-level / cross-thread persistence" (users copy it), https://github.com/langchain-ai/langgraph/issues/6577 : entrypoint chatbot with previous + add_messages, a model @task, store memories by user_id from config, entrypoint.final, stream updates/values/messages
import uuid
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.func import entrypoint, task
from langgraph.graph import add_messages
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langchain_core.runnables import RunnableConfig
model = GenericFakeChatModel(messages=iter([AIMessage(f"reply {i}", id=f"r{i}") for i in range(10)]))
@task
def call_model(messages: list[BaseMessage], memory_store: BaseStore, user_id: str):
    mems = [d.value["data"] for d in memory_store.search(("memories", user_id))]
    last = messages[-1]
    if "remember" in last.content.lower():
        memory_store.put(("memories", user_id), str(uuid.uuid5(uuid.NAMESPACE_DNS, last.content)), {"data": last.content})
    resp = model.invoke(messages)
    return AIMessage(f"{resp.content} (mems={mems})", id=resp.id)
@entrypoint(checkpointer=InMemorySaver(), store=InMemoryStore())
def workflow(inputs: list[BaseMessage], *, previous: list[BaseMessage], config: RunnableConfig, store: BaseStore):
    user_id = config["configurable"]["user_id"]
    previous = previous or []
    inputs = add_messages(previous, inputs)
    response = call_model(inputs, store, user_id).result()
    return entrypoint.final(value=response, save=add_messages(inputs, response))
c1 = {"configurable": {"thread_id": "1", "user_id": "u"}}
show = lambda m: (type(m).__name__, m.content)
print(show(workflow.invoke([{"role": "user", "content": "hi! remember: I am bob"}], c1)))
for ch in workflow.stream([{"role": "user", "content": "what's my name?"}], c1, stream_mode="updates"):
    print({k: show(v) for k, v in ch.items()})
c2 = {"configurable": {"thread_id": "2", "user_id": "u"}}
for ch in workflow.stream([{"role": "user", "content": "new thread"}], c2, stream_mode="values"):
    print(show(ch))
print(show(workflow.get_state(c1).values))
msgs = [(show(m), meta["langgraph_node"]) for m, meta in workflow.stream([{"role": "user", "content": "tokens"}], c2, stream_mode="messages")]
print(msgs[:3], len(msgs))
