# https://github.com/langchain-ai/langgraph/issues/8470 , DeltaChannel docs : messages kept in Annotated[list, DeltaChannel(_messages_delta_reducer)] over a thread: ids given to new messages, replacing by id, RemoveMessage and REMOVE_ALL_MESSAGES, parallel writers, update_state, a fork from history, with SqliteSaver
import operator
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.channels.delta import DeltaChannel
from langgraph.graph.message import _messages_delta_reducer, REMOVE_ALL_MESSAGES
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    messages: Annotated[list, DeltaChannel(_messages_delta_reducer, snapshot_frequency=2)]
def a(s):
    return {"messages": [AIMessage("a", id="a1")]}
def b(s):
    return {"messages": [AIMessage("b", id="b1")]}
def edit(s):
    return {"messages": [AIMessage("a edited", id="a1"), RemoveMessage(id="b1")]}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_node("edit", edit)
g.add_edge(START, "a"); g.add_edge(START, "b"); g.add_edge(["a", "b"], "edit")
show = lambda msgs: [(type(m).__name__, m.content, m.id) for m in msgs]
with SqliteSaver.from_conn_string(":memory:") as saver:
    app = g.compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    out = app.invoke({"messages": [HumanMessage("hi", id="h1")]}, cfg)
    print(show(out["messages"]))
    out = app.invoke({"messages": [("user", "again")]}, cfg)
    print(len(out["messages"]), [m.id is not None for m in out["messages"]], [m.content for m in out["messages"]])
    app.update_state(cfg, {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f1")]}, as_node="edit")
    print(show(app.get_state(cfg).values["messages"]))
    hist = list(app.get_state_history(cfg))
    print([(h.metadata["step"], len(h.values.get("messages", []))) for h in hist])
    old = [h for h in hist if h.next == ("edit",)][-1]
    print(show(old.values["messages"]))
    print(show(app.invoke(None, old.config)["messages"]))
