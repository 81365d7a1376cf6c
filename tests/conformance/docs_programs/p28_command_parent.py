import operator
from typing import Annotated, Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command

class State(TypedDict):
    foo: Annotated[str, operator.add]

def subgraph_node_a(state: State):
    return {"foo": "a"}

def subgraph_node_b(state: State):
    return Command(update={"foo": "b"}, goto="node_c", graph=Command.PARENT)

subgraph = StateGraph(State).add_node(subgraph_node_a).add_node(subgraph_node_b)\
    .add_edge(START, "subgraph_node_a").add_edge("subgraph_node_a", "subgraph_node_b").compile()

def node_c(state: State):
    return {"foo": "c"}

builder = StateGraph(State)
builder.add_edge(START, "subgraph")
builder.add_node("subgraph", subgraph)
builder.add_node(node_c)
graph = builder.compile()
print(graph.invoke({"foo": ""}))
for chunk in graph.stream({"foo": ""}, subgraphs=True):
    print(tuple(p.split(":")[0] for p in chunk[0]), chunk[1])
for chunk in graph.stream({"foo": ""}, stream_mode="values"):
    print(chunk)

# parent key without reducer -> error
class S2(TypedDict):
    foo: str
def sb(state: S2):
    return Command(update={"foo": "b"}, goto="node_c", graph=Command.PARENT)
sub2 = StateGraph(S2).add_node("sb", sb).add_edge(START, "sb").compile()
def nc(state: S2):
    return {"foo": state["foo"] + "c"}
g2 = StateGraph(S2).add_node("subgraph", sub2).add_node("node_c", nc).add_edge(START, "subgraph").compile()
print(g2.invoke({"foo": "x"}))
try:
    Command(graph="nope")
    print(g2.invoke({"foo": "x"}))
except Exception as e:
    print(type(e).__name__, e)
