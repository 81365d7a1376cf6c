# https://github.com/langchain-ai/langgraph/issues/4718 , #5932 : messages mode from @task model calls in an @entrypoint with tags/metadata in the config, subgraphs=True, and a task returning a message list
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@task
def draft(topic):
    m = GenericFakeChatModel(messages=iter([AIMessage(f"draft on {topic}", id="d1")]))
    return m.invoke([HumanMessage(topic)], config={"tags": ["drafting"], "metadata": {"kind": "draft"}})
@task
def polish(text):
    return [AIMessage(text.upper(), id="p1")]
@entrypoint(checkpointer=InMemorySaver())
def writer(topic):
    d = draft(topic).result()
    return polish(d.content).result()
cfg = {"configurable": {"thread_id": "1"}, "tags": ["req"], "metadata": {"user": "u"}}
for subgraphs in (False, True):
    for item in writer.stream("cats", {**cfg, "configurable": {"thread_id": str(subgraphs)}}, stream_mode="messages", subgraphs=subgraphs):
        ns, (m, meta) = item if subgraphs else ((), item)
        keys = {k: meta.get(k) for k in ("langgraph_node", "langgraph_step", "langgraph_triggers", "tags", "kind", "user", "thread_id")}
        keys["ns"] = [p.split(":")[0] for p in meta.get("langgraph_checkpoint_ns", "").split("|")]
        print(subgraphs, [p.split(":")[0] for p in ns], type(m).__name__, repr(m.content), m.id, keys)
