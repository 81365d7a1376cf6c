# https://github.com/langchain-ai/langgraph/issues/4394, #4788, #4969, #1394: drawn graph edges (conditional, END, Command)
import operator
from typing import Annotated, Literal
from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class DummyState(BaseModel):
    pass_count: int = 0

def inc(state: DummyState):
    return {"pass_count": state.pass_count + 1}

def route_b(state: DummyState):
    return "X" if state.pass_count == 0 else "Y"

g = StateGraph(DummyState)
g.add_node("B", inc); g.add_node("C", inc); g.add_node("D", inc)
g.add_edge(START, "B")
g.add_conditional_edges("B", route_b, {"X": "C", "Y": "D"})
g.add_edge("D", "B"); g.add_edge("C", END)
print(g.compile().get_graph().draw_mermaid())

class State(TypedDict):
    aggregate: Annotated[list, operator.add]
def a(s): return {"aggregate": ["A"]}
def b(s): return {"aggregate": ["B"]}
def c(s): return {"aggregate": ["C"]}
def route(s) -> Literal["b", "c"]:
    return "c" if len(s["aggregate"]) < 7 else "b"
bd = StateGraph(State)
bd.add_node(a); bd.add_node(b); bd.add_node(c)
bd.add_edge(START, "a"); bd.add_conditional_edges("a", route); bd.add_edge("b", "a"); bd.add_edge("c", END)
print(bd.compile().get_graph().draw_mermaid())
bd2 = StateGraph(State)
bd2.add_node(a); bd2.add_node(b)
bd2.add_edge(START, "a"); bd2.add_conditional_edges("a", lambda s: "b")
print(bd2.compile().get_graph().draw_mermaid())

def cmd(s) -> Command[Literal["b", "__end__"]]:
    return Command(goto="b")
bd3 = StateGraph(State)
bd3.add_node("cmd", cmd); bd3.add_node(b)
bd3.add_edge(START, "cmd")
print(bd3.compile().get_graph().draw_mermaid())
print(bd3.compile().get_graph().draw_ascii() if False else sorted(bd3.compile().get_graph().nodes))
