# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" from an @entrypoint whose @task calls a LangChain fake chat model, and whose body returns messages: the chunks' types, contents and metadata (langgraph_node, langgraph_step, checkpoint_ns head, langgraph_triggers), with and without subgraphs=True
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("tok one", id="m%d" % i) for i in range(10)]))
@task
def ask(msgs):
    return model.invoke(msgs)
@entrypoint(checkpointer=InMemorySaver())
def chat(msgs):
    reply = ask(msgs).result()
    return [reply, AIMessage("epilogue", id="e")]
for sg in [False, True]:
    cfg = {"configurable": {"thread_id": str(sg)}}
    for c in chat.stream([HumanMessage("hi", id="h")], cfg, stream_mode="messages", subgraphs=sg):
        ns, (m, md) = c if sg else ((), c)
        print(sg, [n.split(":")[0] for n in ns], type(m).__name__, repr(m.content), md["langgraph_node"], md["langgraph_step"], md["langgraph_checkpoint_ns"].split(":")[0], md.get("langgraph_triggers"))
