import operator
from typing import Annotated, Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError
from langgraph.managed import RemainingSteps, IsLastStep

class State(TypedDict):
    aggregate: Annotated[list, operator.add]
    remaining_steps: RemainingSteps

def a(state: State):
    print(f'Node A sees {state["aggregate"]} remaining={state["remaining_steps"]}')
    return {"aggregate": ["A"]}

def b(state: State):
    print(f'Node B sees {state["aggregate"]}')
    return {"aggregate": ["B"]}

def route(state: State) -> Literal["b", END]:
    if len(state["aggregate"]) < 7:
        return "b"
    return END

builder = StateGraph(State)
builder.add_node(a)
builder.add_node(b)
builder.add_edge(START, "a")
builder.add_conditional_edges("a", route)
builder.add_edge("b", "a")
graph = builder.compile()
print(graph.invoke({"aggregate": []}))
try:
    graph.invoke({"aggregate": []}, {"recursion_limit": 4})
except GraphRecursionError as e:
    print("Recursion Error:", e)

def route2(state: State) -> Literal["b", END]:
    if state["remaining_steps"] <= 2:
        return END
    return "b"
b2 = StateGraph(State)
b2.add_node(a); b2.add_node(b)
b2.add_edge(START, "a")
b2.add_conditional_edges("a", route2)
b2.add_edge("b", "a")
print(b2.compile().invoke({"aggregate": []}, {"recursion_limit": 6}))

class S2(TypedDict):
    n: int
    is_last_step: IsLastStep
def loop(state: S2):
    print("loop", state)
    return {"n": state["n"] + 1}
b3 = StateGraph(S2)
b3.add_node(loop)
b3.add_edge(START, "loop")
b3.add_conditional_edges("loop", lambda s: END if s["is_last_step"] else "loop")
print(b3.compile().invoke({"n": 0}, {"recursion_limit": 3}))
