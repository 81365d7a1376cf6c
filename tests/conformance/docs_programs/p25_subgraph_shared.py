from typing_extensions import TypedDict
from langgraph.graph.state import StateGraph, START

class SubgraphState(TypedDict):
    foo: str
    bar: str

def inner_a(state: SubgraphState):
    return {"bar": "+b"}

def inner_b(state: SubgraphState):
    return {"foo": state["foo"] + state["bar"]}

subgraph = StateGraph(SubgraphState)
subgraph.add_node(inner_a)
subgraph.add_node(inner_b)
subgraph.add_edge(START, "inner_a")
subgraph.add_edge("inner_a", "inner_b")
subgraph = subgraph.compile()

class ParentState(TypedDict):
    foo: str

def prep(state: ParentState):
    return {"foo": "> " + state["foo"]}

builder = StateGraph(ParentState)
builder.add_node("prep", prep)
builder.add_node("inner", subgraph)
builder.add_edge(START, "prep")
builder.add_edge("prep", "inner")
graph = builder.compile()
print(graph.invoke({"foo": "foo"}))
for chunk in graph.stream({"foo": "foo"}):
    print(chunk)
print(graph.get_graph().draw_mermaid())
print(graph.get_graph(xray=True).draw_mermaid())
print([n for n in graph.get_subgraphs()][0][0])
