# https://github.com/langchain-ai/langgraph/issues/8764 : RemainingSteps and IsLastStep read inside a subgraph node and its parent with a recursion_limit: the values each sees per step, and a loop that stops itself when remaining_steps gets low
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining_steps: RemainingSteps
    is_last_step: IsLastStep
def step(s):
    return {"log": [("sub", s["remaining_steps"], s["is_last_step"])]}
sub = StateGraph(S).add_node("step", step).add_edge(START, "step").add_conditional_edges("step", lambda s: END if s["remaining_steps"] <= 2 else "step").compile()
def top(s):
    return {"log": [("top", s["remaining_steps"], s["is_last_step"])]}
g = StateGraph(S).add_node("top", top).add_node("sub", sub).add_edge(START, "top").add_edge("top", "sub").add_edge("sub", "top2").add_node("top2", top).compile()
print(g.invoke({"log": []}, {"recursion_limit": 6}))
print(g.invoke({"log": []}, {"recursion_limit": 9}))
print(sub.invoke({"log": []}, {"recursion_limit": 4}))
