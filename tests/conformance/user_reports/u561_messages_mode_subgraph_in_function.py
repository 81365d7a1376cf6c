# https://github.com/langchain-ai/langgraph/issues/5010 , PR 4843 , #3772 : stream_mode="messages" when a node calls subgraph.invoke() inside its function (vs adding it as a node): which tokens reach the parent, with subgraphs False/True, ns of the items, langgraph_checkpoint_ns shape
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END, MessagesState
model = GenericFakeChatModel(messages=iter([AIMessage("deep answer", id="d1"), AIMessage("second answer", id="d2")] * 2))
def inner(s):
    return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
def caller(s):
    out = sub.invoke({"messages": s["messages"]})
    return {"messages": out["messages"][-1:]}
g = StateGraph(MessagesState).add_node("caller", caller).add_edge(START, "caller").compile()
for subgraphs in [False, True]:
    for item in g.stream({"messages": [HumanMessage("q", id="h")]}, stream_mode="messages", subgraphs=subgraphs):
        if subgraphs:
            ns, (m, meta) = item
            ns = tuple(x.split(":")[0] for x in ns)
        else:
            ns, (m, meta) = "-", item
        lcns = meta["langgraph_checkpoint_ns"]
        print(subgraphs, ns, type(m).__name__, repr(m.content), meta["langgraph_node"], [p.split(":")[0] for p in lcns.split("|")], str(meta.get("checkpoint_ns")).split(":")[0])
