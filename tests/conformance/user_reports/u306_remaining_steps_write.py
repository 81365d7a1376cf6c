# https://github.com/langchain-ai/langgraph/issues/6023 , #5775 : a node returning remaining_steps (a managed value), RemainingSteps/IsLastStep in a loop and inside a subgraph
import operator, warnings, logging
from typing import Annotated, Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.errors import GraphRecursionError

class State(TypedDict):
    aggregate: Annotated[list, operator.add]
    remaining_steps: RemainingSteps

def a(state: State):
    return State(aggregate=["A"], remaining_steps=10)
def b(state: State):
    return {"aggregate": [f"B{state['remaining_steps']}"]}
def route(state: State) -> Literal["b", "__end__"]:
    return END if state["remaining_steps"] <= 2 else "b"
builder = StateGraph(State)
builder.add_node(a); builder.add_node(b)
builder.add_edge(START, "a"); builder.add_edge("a", "b"); builder.add_conditional_edges("b", route)
g = builder.compile()
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(g.invoke({"aggregate": []}, {"recursion_limit": 8}))
    print("warnings", [str(x.message) for x in w])
print(list(g.stream({"aggregate": []}, {"recursion_limit": 5})))

class L(TypedDict):
    n: int
    is_last_step: IsLastStep
    remaining_steps: RemainingSteps
def loop(state: L):
    return {"n": state["n"] + 1}
def r2(state: L):
    return END if state["is_last_step"] else "loop"
lb = StateGraph(L); lb.add_node(loop); lb.add_edge(START, "loop"); lb.add_conditional_edges("loop", r2, ["loop", END])
lg = lb.compile()
for lim in (1, 2, 3, 10):
    try:
        print(lim, lg.invoke({"n": 0}, {"recursion_limit": lim}))
    except GraphRecursionError as e:
        print(lim, "GraphRecursionError", str(e).splitlines()[0])

class Sub(TypedDict):
    seen: Annotated[list, operator.add]
    remaining_steps: RemainingSteps
def s1(state: Sub):
    return {"seen": [("s1", state["remaining_steps"])]}
def s2(state: Sub):
    return {"seen": [("s2", state["remaining_steps"])]}
sb = StateGraph(Sub); sb.add_node(s1); sb.add_node(s2); sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
sub = sb.compile()
def p1(state: Sub):
    return {"seen": [("p1", state["remaining_steps"])]}
def p3(state: Sub):
    return {"seen": [("p3", state["remaining_steps"])]}
pb = StateGraph(Sub); pb.add_node(p1); pb.add_node("sub", sub); pb.add_node(p3)
pb.add_edge(START, "p1"); pb.add_edge("p1", "sub"); pb.add_edge("sub", "p3")
print(pb.compile().invoke({"seen": []}, {"recursion_limit": 12}))
try:
    print(pb.compile().invoke({"seen": []}, {"recursion_limit": 3}))
except GraphRecursionError as e:
    print("GraphRecursionError", str(e).splitlines()[0])
