from pydantic import BaseModel, field_validator, ValidationError
from langgraph.graph import StateGraph, START, END

class OverallState(BaseModel):
    a: str
    count: int = 0

    @field_validator("a")
    @classmethod
    def a_not_empty(cls, v):
        if not v:
            raise ValueError("a must not be empty")
        return v

def node(state: OverallState):
    print("node sees", type(state).__name__, state)
    return {"a": "goodbye", "count": state.count + 1}

def node2(state: OverallState):
    return {"count": "7"}  # coerced?

builder = StateGraph(OverallState)
builder.add_node(node)
builder.add_node(node2)
builder.add_edge(START, "node")
builder.add_edge("node", "node2")
builder.add_edge("node2", END)
graph = builder.compile()
r = graph.invoke({"a": "hello"})
print(type(r).__name__, r)
try:
    graph.invoke({"a": 123})
except Exception as e:
    print("ERR", type(e).__name__, str(e).splitlines()[0])
try:
    graph.invoke({"a": ""})
except Exception as e:
    print("ERR", type(e).__name__, str(e).splitlines()[0])
r = graph.invoke(OverallState(a="obj"))
print(r)
for c in graph.stream({"a": "s"}, stream_mode=["values", "updates"]):
    print(c)
