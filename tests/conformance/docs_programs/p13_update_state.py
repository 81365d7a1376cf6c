from typing import Annotated
from typing_extensions import TypedDict
from operator import add
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

class State(TypedDict):
    foo: int
    bar: Annotated[list[str], add]

def node_a(state: State):
    return {"foo": state["foo"] + 1, "bar": ["a"]}

def node_b(state: State):
    return {"foo": state["foo"] * 10, "bar": ["b"]}

b = StateGraph(State)
b.add_node(node_a); b.add_node(node_b)
b.add_edge(START, "node_a"); b.add_edge("node_a", "node_b"); b.add_edge("node_b", END)
graph = b.compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "1"}}
graph.invoke({"foo": 1, "bar": []}, config)
new = graph.update_state(config, {"foo": 2, "bar": ["b2"]})
print(new["configurable"].keys())
s = graph.get_state(config)
print(s.values, s.next, s.metadata)
new = graph.update_state(config, {"foo": 5}, as_node="node_a")
s = graph.get_state(config)
print(s.values, s.next, s.metadata)
print(graph.invoke(None, config))
print(graph.get_state(config).metadata)
# update on fresh thread
c2 = {"configurable": {"thread_id": "2"}}
graph.update_state(c2, {"foo": 3, "bar": ["seed"]}, as_node="node_a")
s = graph.get_state(c2)
print(s.values, s.next, s.metadata)
print(graph.invoke(None, c2))
# update with Command goto
c3 = {"configurable": {"thread_id": "3"}}
graph.invoke({"foo": 1, "bar": []}, c3)
graph.update_state(c3, Command(update={"foo": 100}, goto="node_b"))
s = graph.get_state(c3)
print(s.values, s.next, s.metadata)
print(graph.invoke(None, c3))
# as_node END? error for unknown node
try:
    graph.update_state(c3, {"foo": 1}, as_node="nope")
except Exception as e:
    print(type(e).__name__, e)
for h in graph.get_state_history(c3):
    print(h.metadata["source"], h.metadata["step"], h.next, h.values)
