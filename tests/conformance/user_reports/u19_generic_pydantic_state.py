# https://github.com/langchain-ai/langgraph/issues/4060: generic pydantic model in state
import warnings
from typing import Generic, TypeVar
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END

class A(BaseModel):
    a: str

T = TypeVar("T")

class C(BaseModel, Generic[T]):
    c: T

class State(BaseModel):
    text: str
    count: int
    c: C[A]

def process_node(state: State):
    print(type(state.c).__name__, type(state.c.c).__name__, state.c.c)
    return {"text": state.text + ", the type of c is " + type(state.c.c).__name__, "count": state.count + 1}

b = StateGraph(State)
b.add_node("process", process_node)
b.add_edge(START, "process"); b.add_edge("process", END)
g = b.compile()
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    out = g.invoke({"text": "1", "count": 0, "c": {"c": {"a": "1"}}})
    print(out["text"], out["count"], type(out["c"]).__name__, out["c"])
    print(sorted({type(x.message).__name__ for x in w}))
