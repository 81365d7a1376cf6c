# nodes returning the state object itself (pydantic / dataclass), updates chunks and schemas filtering
from dataclasses import dataclass, field
from typing import Annotated, Optional
import operator
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class P(BaseModel):
    a: int = 0
    b: str = ""
    tags: Annotated[list[str], operator.add] = []

def p_mutate(state: P):
    state.a += 1
    return state

def p_partial(state: P):
    return P(a=state.a + 10)

bd = StateGraph(P); bd.add_node("m", p_mutate); bd.add_node("p", p_partial)
bd.add_edge(START, "m"); bd.add_edge("m", "p"); bd.add_edge("p", END)
g = bd.compile()
print(list(g.stream({"a": 1, "tags": ["t"]}, stream_mode="updates")))
print(g.invoke({"a": 1, "tags": ["t"]}))

@dataclass
class D:
    a: int = 0
    tags: Annotated[list[str], operator.add] = field(default_factory=list)

def d_node(state: D):
    return D(a=state.a + 1, tags=["x"])
bd = StateGraph(D); bd.add_node("d", d_node); bd.add_edge(START, "d")
g = bd.compile()
print(list(g.stream({"a": 1}, stream_mode="updates")), g.invoke({"a": 1, "tags": ["s"]}))

class In(TypedDict):
    q: str
class Out(TypedDict):
    answer: str
class Full(TypedDict):
    q: str
    answer: str
    scratch: str
def n1(s: Full): return {"scratch": s["q"] + "!", "answer": "A"}
bd = StateGraph(Full, input_schema=In, output_schema=Out)
bd.add_node("n1", n1); bd.add_edge(START, "n1")
g = bd.compile()
print(g.invoke({"q": "hi", "scratch": "ignored?", "answer": "in"}))
print(list(g.stream({"q": "hi"}, stream_mode=["values", "updates"])))
print(g.get_input_jsonschema()["properties"].keys(), g.get_output_jsonschema()["properties"].keys())
