# https://github.com/langchain-ai/langgraph/pull/2256 : a model called in a subgraph's node (subgraph added as a node and called from a node function), stream_mode="messages" with subgraphs False / True: namespaces, and the metadata keys users read (langgraph_node, langgraph_step, langgraph_triggers, langgraph_path, langgraph_checkpoint_ns shape, checkpoint_ns, ls_*), with a checkpointer and a thread
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("sub says", id="s%d" % i) for i in range(50)]))
def inner_node(s):
    return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner_node", inner_node).add_edge(START, "inner_node").compile()
def caller(s):
    return {"messages": sub.invoke(s)["messages"][-1:]}
def ns_shape(ns):
    return "|".join(part.split(":")[0] + (":<id>" if ":" in part else "") for part in ns.split("|")) if ns else ns
for label, node in [("as_node", sub), ("called", caller)]:
    g = StateGraph(MessagesState).add_node("outer", node).add_edge(START, "outer").compile(checkpointer=InMemorySaver())
    for sg in [False, True]:
        print("--", label, sg)
        for item in g.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": label + str(sg)}}, stream_mode="messages", subgraphs=sg):
            ns, (ch, meta) = item if sg else ((), item)
            print([n.split(":")[0] for n in ns], repr(ch.content), meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_path"], ns_shape(meta["langgraph_checkpoint_ns"]), ns_shape(meta.get("checkpoint_ns")), meta.get("thread_id"), sorted(k for k in meta if not k.startswith("ls_")))
