# https://github.com/langchain-ai/langgraph/issues/4848 : stream_mode="messages" for a "clear the conversation" node returning RemoveMessage(id=REMOVE_ALL_MESSAGES) plus a fresh message, a node removing a message it was given, an @entrypoint returning {"messages": [...]} (the common chat-app shape), returning a dict nesting messages deeper, and entrypoint.final saving a dict or a list of messages: which messages stream, in what order, and the thread's messages after
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, AnyMessage
from langgraph.func import entrypoint
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages, REMOVE_ALL_MESSAGES
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
def clear(s): return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), AIMessage("fresh start", id="f")]}
def drop_first(s): return {"messages": [RemoveMessage(id=s["messages"][0].id), AIMessage("dropped", id="d")]}
for fn in [clear, drop_first]:
    g = StateGraph(S).add_node(fn.__name__, fn).add_edge(START, fn.__name__).compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    g.invoke({"messages": [HumanMessage("old", id="o")]}, cfg)
    out = list(g.stream({"messages": [HumanMessage("new", id="n")]}, cfg, stream_mode="messages"))
    print(fn.__name__, [(type(m).__name__, m.id, meta["langgraph_node"]) for m, meta in out], [m.id for m in g.get_state(cfg).values["messages"]])
@entrypoint(checkpointer=InMemorySaver())
def chat(msgs, *, previous=None):
    history = (previous or []) + msgs
    reply = AIMessage("reply %d" % len(history), id="r%d" % len(history))
    return entrypoint.final(value={"messages": [reply]}, save=history + [reply])
@entrypoint(checkpointer=InMemorySaver())
def plain(msgs):
    return {"messages": [AIMessage("plain", id="p")], "meta": {"inner": AIMessage("deep", id="deep")}}
@entrypoint(checkpointer=InMemorySaver())
def saves_dict(msgs):
    return entrypoint.final(value=AIMessage("val", id="v"), save={"last": AIMessage("saved", id="s")})
cfg = {"configurable": {"thread_id": "c"}}
for turn in range(2):
    print("chat", turn, [(type(m).__name__, m.id) for m, _ in chat.stream([HumanMessage("hi %d" % turn, id="h%d" % turn)], cfg, stream_mode="messages")])
print("plain", [(m.id, meta["langgraph_node"]) for m, meta in plain.stream([HumanMessage("x", id="x")], cfg, stream_mode="messages")])
print("saves_dict", [m.id for m, _ in saves_dict.stream([HumanMessage("x", id="x")], cfg, stream_mode="messages")])
