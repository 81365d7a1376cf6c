# https://github.com/langchain-ai/langgraph/issues/4718 , round 2 #29 : stream_mode="messages" from a chat model called in a @task and in the entrypoint, metadata keys (langgraph_node, langgraph_step, checkpoint_ns), and with subgraphs=True
from langchain_core.messages import AIMessage
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.func import entrypoint, task
model = GenericFakeChatModel(messages=iter([AIMessage("hello there", id="m1"), AIMessage("bye now", id="m2")]))
@task
def call(q):
    return model.invoke(q).content
@entrypoint()
def wf(q: str):
    a = call(q).result()
    b = model.invoke(a).content
    return [a, b]
for ch in wf.stream("hi", stream_mode="messages", subgraphs=True):
    ns, (msg, meta) = ch
    print(tuple(n.split(":")[0] for n in ns), type(msg).__name__, repr(msg.content), meta.get("langgraph_node"), meta.get("langgraph_step"), meta.get("langgraph_checkpoint_ns", "").split(":")[0], sorted(k for k in meta if k.startswith("langgraph")))
