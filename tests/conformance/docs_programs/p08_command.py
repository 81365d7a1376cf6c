import random
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class State(TypedDict):
    foo: str

def node_a(state: State) -> Command[Literal["node_b", "node_c"]]:
    print("Called A")
    value = "b" if len(state["foo"]) % 2 == 0 else "c"
    goto = "node_b" if value == "b" else "node_c"
    return Command(update={"foo": value}, goto=goto)

def node_b(state: State):
    print("Called B")
    return {"foo": state["foo"] + "b"}

def node_c(state: State):
    print("Called C")
    return {"foo": state["foo"] + "c"}

builder = StateGraph(State)
builder.add_edge(START, "node_a")
builder.add_node(node_a)
builder.add_node(node_b)
builder.add_node(node_c)
graph = builder.compile()
print(graph.invoke({"foo": "ab"}))
print(graph.invoke({"foo": "abc"}))
for c in graph.stream({"foo": "xy"}, stream_mode="updates"):
    print(c)
print(graph.get_graph().draw_mermaid())
print(repr(Command(update={"foo": "x"}, goto="node_b")))
print(repr(Command(goto=["a", "b"])))
