# https://github.com/langchain-ai/langgraph/issues/5932 (round 2, v2 parts) : stream(version="v2") parts for messages/updates/custom with subgraphs, and invoke(version="v2")
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.config import get_stream_writer

m = GenericFakeChatModel(messages=iter([AIMessage("hi there", id="x1"), AIMessage("again", id="x2")]))
def inner(s):
    get_stream_writer()("inner custom")
    return {"messages": [m.invoke(s["messages"])]}
sb = StateGraph(MessagesState); sb.add_node("inner", inner); sb.add_edge(START, "inner"); sb.add_edge("inner", END)
pb = StateGraph(MessagesState); pb.add_node("sub", sb.compile()); pb.add_edge(START, "sub"); pb.add_edge("sub", END)
g = pb.compile()
for part in g.stream({"messages": [("user", "yo")]}, stream_mode=["messages", "updates", "custom"], subgraphs=True, version="v2"):
    d = part["data"]
    if part["type"] == "messages":
        d = (type(d[0]).__name__, d[0].content, d[1]["langgraph_node"])
    elif part["type"] == "updates":
        d = {k: (None if v is None else {kk: [(type(x).__name__, x.content) for x in vv] for kk, vv in v.items()}) for k, v in d.items()}
    print(part["type"], [p.split(":")[0] for p in part["ns"]], d, sorted(part))
out = g.invoke({"messages": [("user", "yo")]}, version="v2")
print(type(out).__name__, sorted(vars(out)) if hasattr(out, "__dict__") else None, out.value["messages"][-1].content, out.interrupts)
