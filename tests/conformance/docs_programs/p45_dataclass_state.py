import operator
from dataclasses import dataclass, field
from typing import Annotated
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

@dataclass
class State:
    name: str
    count: int = 0
    tags: Annotated[list[str], operator.add] = field(default_factory=list)

def greet(state: State):
    return {"count": state.count + 1, "tags": [f"hi {state.name}"]}

def again(state: State):
    return {"count": state.count * 10, "tags": ["again"]}

g = StateGraph(State).add_node(greet).add_node(again).add_edge(START, "greet").add_edge("greet", "again").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"name": "ann"}, cfg))
print(g.invoke(State(name="bob", count=5), {"configurable": {"thread_id": "2"}}))
for c in g.stream({"name": "cy"}, {"configurable": {"thread_id": "3"}}, stream_mode="values", version="v2"):
    print(type(c["data"]).__name__, c["data"])
print(g.invoke({"name": "dee"}, {"configurable": {"thread_id": "4"}}, version="v2"))
print(g.get_state(cfg).values)
try:
    g.invoke({"count": 1})
except Exception as e:
    print(type(e).__name__, str(e)[:200])
print(g.get_input_jsonschema())
