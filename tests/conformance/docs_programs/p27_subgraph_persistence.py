from typing_extensions import TypedDict
from langgraph.graph import START, StateGraph
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    foo: str

def subgraph_node_1(state: State):
    value = interrupt("need a value")
    return {"foo": state["foo"] + value}

def subgraph_node_0(state: State):
    return {"foo": state["foo"] + "|sub0"}

subgraph_builder = StateGraph(State)
subgraph_builder.add_node(subgraph_node_0)
subgraph_builder.add_node(subgraph_node_1)
subgraph_builder.add_edge(START, "subgraph_node_0")
subgraph_builder.add_edge("subgraph_node_0", "subgraph_node_1")
subgraph = subgraph_builder.compile()

builder = StateGraph(State)
builder.add_node("node_1", subgraph)
builder.add_edge(START, "node_1")
checkpointer = InMemorySaver()
graph = builder.compile(checkpointer=checkpointer)
config = {"configurable": {"thread_id": "1"}}
r = graph.invoke({"foo": ""}, config)
print(r)
parent_state = graph.get_state(config)
print(parent_state.values, parent_state.next, [t.name for t in parent_state.tasks], parent_state.tasks[0].state)
subgraph_state = graph.get_state(config, subgraphs=True).tasks[0].state
print(subgraph_state.values, subgraph_state.next, subgraph_state.metadata["step"], subgraph_state.metadata["source"])
print(subgraph_state.config["configurable"]["checkpoint_ns"].split(":")[0])
print([t.name for t in subgraph_state.tasks], subgraph_state.tasks[0].interrupts[0].value)
print(graph.invoke(Command(resume="bar"), config))
s = graph.get_state(config, subgraphs=True)
print(s.values, s.next, s.tasks)
ns_hist = [cp.config["configurable"]["checkpoint_ns"].split(":")[0] for cp in checkpointer.list(None)]
print(sorted(set(ns_hist)))
for cp in graph.get_state_history(config):
    print(cp.metadata["step"], cp.next, cp.values)
# subgraph with own checkpointer=True (per-thread persistent subgraph)
sub2 = StateGraph(State)
def count(state: State):
    return {"foo": state["foo"] + "c"}
sub2.add_node(count); sub2.add_edge(START, "count")
sub2 = sub2.compile(checkpointer=True)
def call(state: State):
    return {"foo": sub2.invoke({"foo": state["foo"]})["foo"]}
g3 = StateGraph(State).add_node("call", call).add_edge(START, "call").compile(checkpointer=InMemorySaver())
c3 = {"configurable": {"thread_id": "p"}}
print(g3.invoke({"foo": "a"}, c3))
print(g3.invoke({"foo": "b"}, c3))
