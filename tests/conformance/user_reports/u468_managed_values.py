# https://github.com/langchain-ai/langgraph/issues/148 , PR 2024 : RemainingSteps and IsLastStep in state, a loop that stops itself before the limit, in a subgraph too
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining_steps: RemainingSteps
    is_last_step: IsLastStep
def work(s):
    return {"log": [(s["remaining_steps"], s["is_last_step"])]}
def route(s):
    return END if s["remaining_steps"] <= 2 else "work"
g = StateGraph(S).add_node("work", work).add_edge(START, "work").add_conditional_edges("work", route).compile()
print(g.invoke({"log": []}, {"recursion_limit": 6}))
print(g.invoke({"log": []}))
sub = StateGraph(S).add_node("work", work).add_edge(START, "work").add_conditional_edges("work", route).compile()
class P(TypedDict):
    log: Annotated[list, operator.add]
    remaining_steps: RemainingSteps
def pre(s): return {"log": [("pre", s["remaining_steps"])]}
p = StateGraph(P).add_node("pre", pre).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile()
print(p.invoke({"log": []}, {"recursion_limit": 7}))
print(list(p.stream({"log": []}, {"recursion_limit": 7}, stream_mode="values"))[-1])
print(sorted(g.get_input_jsonschema()["properties"]), sorted(g.get_output_jsonschema()["properties"]))
