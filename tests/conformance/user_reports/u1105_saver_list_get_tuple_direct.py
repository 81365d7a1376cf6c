# https://github.com/langchain-ai/langgraph/issues/1138 : calling InMemorySaver's list / get_tuple directly: list(None, filter=), list(config, before=, limit=), list over a namespace, get_tuple with and without checkpoint_id, a missing id and a missing thread; each tuple's config keys, metadata, pending_writes channels and parent
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
def ask(s): return {"log": [interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub").compile(checkpointer=saver)
g.invoke({"log": []}, {"configurable": {"thread_id": "t1"}})
g.invoke({"log": []}, {"configurable": {"thread_id": "t2"}})
def row(t):
    c = t.config["configurable"]
    return (c["thread_id"], c["checkpoint_ns"].split(":")[0], t.metadata.get("source"), t.metadata.get("step"), sorted(t.metadata), sorted(w[1] for w in (t.pending_writes or [])), t.parent_config is not None, sorted(t.checkpoint["channel_values"]))
print("all", [row(t) for t in saver.list(None)])
print("filter", [row(t) for t in saver.list(None, filter={"source": "input"})])
print("t1", [row(t) for t in saver.list({"configurable": {"thread_id": "t1"}})])
print("t1 ns all", [row(t) for t in saver.list({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}, limit=2)])
lst = list(saver.list({"configurable": {"thread_id": "t1"}}))
print("before", [row(t) for t in saver.list({"configurable": {"thread_id": "t1"}}, before=lst[1].config)])
print("before other thread", [row(t) for t in saver.list({"configurable": {"thread_id": "t2"}}, before=lst[1].config)])
print("get latest", row(saver.get_tuple({"configurable": {"thread_id": "t1"}})))
print("get id", row(saver.get_tuple(lst[-1].config)))
print("get missing id", saver.get_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": "", "checkpoint_id": "nope"}}))
print("get missing thread", saver.get_tuple({"configurable": {"thread_id": "zz"}}))
sub_ns = [t for t in saver.list(None) if t.config["configurable"]["checkpoint_ns"]]
print("sub", [row(t) for t in sub_ns])
print("get sub ns", row(saver.get_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": sub_ns[0].config["configurable"]["checkpoint_ns"]}})))
print(saver.get({"configurable": {"thread_id": "t1"}})["channel_values"].get("log"), saver.get({"configurable": {"thread_id": "nope"}}))
