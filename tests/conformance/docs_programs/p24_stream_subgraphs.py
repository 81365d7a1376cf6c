from typing_extensions import TypedDict
from langgraph.graph import START, StateGraph
from langgraph.config import get_stream_writer

class SubgraphState(TypedDict):
    foo: str
    bar: str

def inner_a(state: SubgraphState):
    return {"bar": "+b"}

def inner_b(state: SubgraphState):
    get_stream_writer()({"sub": state["bar"]})
    return {"foo": state["foo"] + state["bar"]}

subgraph = (StateGraph(SubgraphState).add_node(inner_a).add_node(inner_b)
            .add_edge(START, "inner_a").add_edge("inner_a", "inner_b").compile())

class ParentState(TypedDict):
    foo: str

def prep(state: ParentState):
    return {"foo": "> " + state["foo"]}

graph = (StateGraph(ParentState).add_node("prep", prep).add_node("inner", subgraph)
         .add_edge(START, "prep").add_edge("prep", "inner").compile())

def short(ns):
    return tuple(p.split(":")[0] for p in ns)

for chunk in graph.stream({"foo": "foo"}, subgraphs=True):
    print(short(chunk[0]), chunk[1])
for chunk in graph.stream({"foo": "foo"}, stream_mode="updates"):
    print(chunk)
for ns, mode, data in graph.stream({"foo": "foo"}, stream_mode=["values", "custom"], subgraphs=True):
    print(short(ns), mode, data)
for chunk in graph.stream({"foo": "foo"}, stream_mode="updates", subgraphs=True, version="v2"):
    print(chunk["type"], short(chunk["ns"]), chunk["data"])
for ns, chunk in graph.stream({"foo": "foo"}, stream_mode="debug", subgraphs=True):
    print(short(ns), chunk["type"], chunk["step"], chunk["payload"].get("name"))
