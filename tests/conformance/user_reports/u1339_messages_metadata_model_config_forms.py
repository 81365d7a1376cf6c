# https://github.com/langchain-ai/langgraph/pull/2312 : the metadata keys users read from stream_mode="messages" for models configured with with_config(metadata=..., tags=..., run_name=...), bind(stop=...) (ls_stop) and a call-time config's metadata, next to node metadata and run metadata; and a model inside a @task of an @entrypoint streamed with subgraphs=True (namespace, langgraph_node = the task, checkpoint_ns path)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
base = GenericFakeChatModel(messages=iter([AIMessage("p q", id="m%d" % i) for i in range(50)]))
m1 = base.with_config(metadata={"model_role": "judge"}, tags=["judge"], run_name="judge_model")
m2 = base.bind(stop=["zz"])
def n(s, config):
    a = m1.invoke(s["messages"])
    b = m2.invoke(s["messages"], config)
    c = base.invoke(s["messages"], {"metadata": {"call_meta": 1}, "run_name": "called"})
    return {"messages": [a, b, c]}
g = StateGraph(MessagesState).add_node("n", n, metadata={"node_meta": "x"}).add_edge(START, "n").compile(checkpointer=InMemorySaver())
seen = set()
for m, meta in g.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "t"}, "metadata": {"run_meta": "r"}}, stream_mode="messages"):
    key = (m.id, tuple(sorted(meta.get("tags", []))), tuple(sorted((k, repr(v)) for k, v in meta.items() if k in ("model_role", "call_meta", "node_meta", "run_meta", "thread_id", "ls_stop", "ls_model_type", "langgraph_node"))))
    if key not in seen:
        seen.add(key); print(key, sorted(meta))
@task
def t(msgs): return base.invoke(msgs)
@entrypoint(checkpointer=InMemorySaver())
def ep(msgs):
    return {"messages": [t(msgs).result()]}
for item in ep.stream([HumanMessage("hi", id="h")], {"configurable": {"thread_id": "e"}}, stream_mode="messages", subgraphs=True):
    ns, (m, meta) = item
    print([x.split(":")[0] for x in ns], m.content, meta["langgraph_node"], "|".join(p.split(":")[0] for p in meta["langgraph_checkpoint_ns"].split("|")), sorted(meta))
