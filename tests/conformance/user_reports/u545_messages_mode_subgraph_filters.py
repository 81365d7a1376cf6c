# https://github.com/langchain-ai/langgraph/pull/4843 , #5010 , langgraph-supervisor-py#226 : stream_mode="messages" from a model in a subgraph node and in the parent, subgraphs False/True, tags=["nostream"], filtering by metadata["langgraph_node"] and tags, messages returned by nodes without a model
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END, MessagesState
class M(GenericFakeChatModel):
    pass
def mk(text, tags=None):
    m = M(messages=iter([AIMessage(text, id="m-" + text.replace(" ", "-"))] * 4))
    return m.with_config(tags=tags) if tags else m
inner_model = mk("inner says hi", ["inner_tag"])
outer_model = mk("outer reply")
quiet_model = mk("quiet one", ["nostream"])
def inner_node(s):
    return {"messages": [inner_model.invoke(s["messages"])]}
def quiet(s):
    return {"messages": [quiet_model.invoke(s["messages"])]}
def plain(s):
    return {"messages": [AIMessage("returned not generated", id="plain1")]}
sub = StateGraph(MessagesState).add_node("inner_node", inner_node).add_node("plain", plain).add_edge(START, "inner_node").add_edge("inner_node", "plain").compile()
def outer(s):
    return {"messages": [outer_model.invoke(s["messages"])]}
g = (StateGraph(MessagesState).add_node("sub", sub).add_node("outer", outer).add_node("quiet", quiet)
     .add_edge(START, "sub").add_edge("sub", "outer").add_edge("outer", "quiet").compile())
for subgraphs in [False, True]:
    print("subgraphs", subgraphs)
    for item in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages", subgraphs=subgraphs):
        if subgraphs:
            ns, (msg, meta) = item
            ns = tuple(x.split(":")[0] for x in ns)
        else:
            ns, (msg, meta) = None, item
        print(" ", ns, type(msg).__name__, repr(msg.content), meta["langgraph_node"], meta.get("tags"), str(meta.get("checkpoint_ns")).split(":")[0])
