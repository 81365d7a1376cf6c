# https://github.com/langchain-ai/langgraph/pull/2256 , #5932 : stream_mode="messages" metadata from subgraph nodes (checkpoint_ns, langgraph_* keys, tags)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver

m = GenericFakeChatModel(messages=iter([AIMessage("inner reply", id="i1"), AIMessage("outer reply", id="o1"), AIMessage("inner two", id="i2"), AIMessage("outer two", id="o2")]))

def inner(state):
    return {"messages": [m.invoke(state["messages"], config={"tags": ["inner-tag"], "metadata": {"who": "inner"}})]}
sb = StateGraph(MessagesState); sb.add_node("inner", inner); sb.add_edge(START, "inner"); sb.add_edge("inner", END)
sub = sb.compile()

def outer(state):
    return {"messages": [m.invoke(state["messages"])]}
pb = StateGraph(MessagesState); pb.add_node("child", sub); pb.add_node("outer", outer)
pb.add_edge(START, "child"); pb.add_edge("child", "outer"); pb.add_edge("outer", END)
g = pb.compile(checkpointer=InMemorySaver())

KEYS = ["langgraph_step", "langgraph_node", "langgraph_triggers", "langgraph_path", "ls_model_type", "ls_provider", "who", "thread_id"]
def show(meta):
    out = {k: meta.get(k) for k in KEYS}
    out["ns_parts"] = [p.split(":")[0] for p in meta.get("checkpoint_ns", "").split("|")]
    out["lg_ns_parts"] = [p.split(":")[0] for p in meta.get("langgraph_checkpoint_ns", "").split("|")]
    out["tags"] = meta.get("tags")
    out["keys"] = sorted(meta)
    return out

cfg = {"configurable": {"thread_id": "1"}}
for ns, (msg, meta) in g.stream({"messages": [("user", "hi")]}, cfg, stream_mode="messages", subgraphs=True):
    print(ns and [p.split(":")[0] for p in ns], type(msg).__name__, repr(msg.content), msg.id, show(meta))
print("--- no subgraphs flag")
for msg, meta in g.stream({"messages": [("user", "again")]}, {"configurable": {"thread_id": "2"}}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), msg.id, show(meta))
