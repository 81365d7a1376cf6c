# models with validators keep full validation: count the calls
from typing import Annotated
from pydantic import AfterValidator, BaseModel, field_validator, model_validator
from langgraph.graph import StateGraph, START, END

calls = {"field": 0, "before": 0, "after": 0, "annotated": 0}

def positive(v):
    calls["annotated"] += 1
    return abs(v)

class State(BaseModel):
    a: int = 0
    b: list[int] = []
    c: Annotated[int, AfterValidator(positive)] = 0

    @field_validator("b")
    @classmethod
    def sorted_b(cls, v, info):
        calls["field"] += 1
        return sorted(v) + [info.data.get("a", -1)]

    @model_validator(mode="before")
    @classmethod
    def before(cls, data):
        calls["before"] += 1
        return data

    @model_validator(mode="after")
    def after(self):
        calls["after"] += 1
        return self

class OnlyAnnotated(BaseModel):
    x: Annotated[int, AfterValidator(positive)] = 0
    y: list[int] = []

def n1(st):
    print("n1", st, dict(calls))
    return {"a": 5, "b": [3, 1], "c": -2}

def n2(st):
    print("n2", st, dict(calls))
    return {"a": 6}

def n3(st):
    print("n3", st, dict(calls))
    return {}

g = StateGraph(State)
g.add_node(n1).add_node(n2).add_node(n3)
g.add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "n3").add_edge("n3", END)
print(g.compile().invoke({"a": 1, "c": -9}))
print(dict(calls))

def m1(st):
    print("m1", st, dict(calls))
    return {"y": [1]}

def m2(st):
    print("m2", st, dict(calls))
    return {"x": -4}

h = StateGraph(OnlyAnnotated)
h.add_node(m1).add_node(m2).add_edge(START, "m1").add_edge("m1", "m2").add_edge("m2", END)
print(h.compile().invoke({"x": -1}))
print(dict(calls))
