# https://github.com/langchain-ai/langgraph/pull/6146 : stream(..., version="v2") StreamPart dicts for stream_mode lists mixing updates / custom / messages / values with subgraphs=True and an interrupt: each part's keys, type, ns and a short form of data, then the resume's parts
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.config import get_stream_writer
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("x y", id="m%d" % i) for i in range(20)]))
def inner(s):
    get_stream_writer()("inner custom")
    return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
def gate(s):
    ok = interrupt("approve?")
    return {"messages": [AIMessage("gate %s" % ok, id="g")]}
g = StateGraph(MessagesState).add_node("sub", sub).add_node("gate", gate).add_edge(START, "sub").add_edge("sub", "gate").compile(checkpointer=InMemorySaver())
def short(part):
    t, d = part["type"], part["data"]
    if t == "messages":
        d = (d[0].content, d[1]["langgraph_node"])
    elif t == "values":
        d = {k: ([m.content for m in v] if k == "messages" else [i.value for i in v]) for k, v in d.items()}
    elif t == "updates":
        d = {k: ([m.content for m in v["messages"]] if k != "__interrupt__" else [i.value for i in v]) for k, v in d.items()}
    return (sorted(part), t, [n.split(":")[0] for n in part["ns"]], d)
cfg = {"configurable": {"thread_id": "1"}}
for p in g.stream({"messages": [HumanMessage("hi", id="h")]}, cfg, stream_mode=["updates", "custom", "messages", "values"], subgraphs=True, version="v2"):
    print(short(p))
print("-- resume")
for p in g.stream(Command(resume="ok"), cfg, stream_mode=["updates", "values"], version="v2"):
    print(short(p))
print([short(p) for p in g.stream({"messages": [HumanMessage("x", id="x")]}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", version="v2")])
