import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite

def merge_dicts(a: dict, b: dict) -> dict:
    return {**a, **b}

class State(TypedDict):
    foo: int
    bar: Annotated[list[str], operator.add]
    meta: Annotated[dict, merge_dicts]

def node_1(state: State):
    return {"foo": state["foo"] + 1, "bar": ["a"], "meta": {"n1": True}}

def node_2(state: State):
    return {"bar": ["b"], "meta": {"n2": True}}

def node_3(state: State):
    return {"bar": Overwrite(["reset"])}

builder = StateGraph(State)
builder.add_node(node_1)
builder.add_node(node_2)
builder.add_node(node_3)
builder.add_edge(START, "node_1")
builder.add_edge("node_1", "node_2")
builder.add_edge("node_2", "node_3")
graph = builder.compile()
print(graph.invoke({"foo": 1, "bar": ["init"], "meta": {}}))
for chunk in graph.stream({"foo": 1, "bar": ["x"], "meta": {"s": 1}}, stream_mode="updates"):
    print(chunk)
for chunk in graph.stream({"foo": 1, "bar": ["x"], "meta": {"s": 1}}, stream_mode="values"):
    print(chunk)
