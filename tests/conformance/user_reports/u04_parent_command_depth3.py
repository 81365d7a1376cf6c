# https://github.com/langchain-ai/langgraph/issues/6409: Command(goto, graph=PARENT) from a graph nested 3 deep
from typing import Annotated, TypedDict, Sequence
from langchain_core.messages import BaseMessage
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages
from langgraph.types import Command

class State(TypedDict):
    messages: Annotated[Sequence[BaseMessage], add_messages]

def sub_sub_child(state):
    return Command(graph=Command.PARENT, goto="sub_child_3",
                   update={"messages": [("ai", "sub_sub_child executed")]})

ssb = StateGraph(State)
ssb.add_node("sub_sub_child", sub_sub_child)
ssb.add_edge(START, "sub_sub_child")
sub_sub = ssb.compile()

def sub_child_1(state):
    return {"messages": [("ai", "sub_child_1")]}

def sub_child_3(state):
    return Command(graph=Command.PARENT, goto="child_3", update={"messages": [("ai", "sub_child_3")]})

sb = StateGraph(State)
sb.add_node("sub_child_1", sub_child_1)
sb.add_node("sub_child_2", sub_sub)
sb.add_node("sub_child_3", sub_child_3)
sb.add_edge(START, "sub_child_1")
sb.add_edge("sub_child_1", "sub_child_2")
sub = sb.compile()

def child_1(state):
    return {"messages": [("ai", "child_1")]}

def child_3(state):
    return {"messages": [("ai", "child_3")]}

b = StateGraph(State)
b.add_node("child_1", child_1)
b.add_node("child_2", sub)
b.add_node("child_3", child_3)
b.add_edge(START, "child_1")
b.add_edge("child_1", "child_2")
g = b.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    for ns, ch in g.stream({"messages": [("user", "hi")]}, cfg, stream_mode="updates", subgraphs=True):
        print(len(ns), {k: ([getattr(m, "content", m) for m in v["messages"]] if v else v) for k, v in ch.items()})
except Exception as e:
    print("raised", type(e).__name__, e)
print([m.content for m in g.get_state(cfg).values["messages"]])
