# https://github.com/langchain-ai/langgraph/issues/3742 : RemainingSteps / IsLastStep at recursion_limit boundaries (1, 2, 3) in a loop that stops itself on the last step, in a subgraph (its own count), a managed key given as input (ignored) or written by a node (dropped), and the GraphRecursionError text when the loop does not stop
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    log: Annotated[list, operator.add]
    rs: RemainingSteps
    last: IsLastStep
def step(s):
    return {"log": [(s["rs"], s["last"])]}
def route(s):
    return END if s["last"] or s["rs"] <= 1 else "step"
g = StateGraph(S); g.add_node("step", step); g.add_edge(START, "step"); g.add_conditional_edges("step", route)
app = g.compile()
for limit in (1, 2, 3, 5):
    try:
        print(limit, app.invoke({"log": [], "rs": 99}, {"recursion_limit": limit}))
    except GraphRecursionError as e:
        print(limit, "GraphRecursionError", str(e).splitlines()[0])
outer = StateGraph(S); outer.add_node("pre", lambda s: {"log": ["pre"]}); outer.add_node("sub", app)
outer.add_edge(START, "pre"); outer.add_edge("pre", "sub")
print(outer.compile().invoke({"log": []}, {"recursion_limit": 4}))
w = StateGraph(S); w.add_node("w", lambda s: {"rs": 5, "log": ["w"]}); w.add_edge(START, "w")
print(w.compile().invoke({"log": []}))
loop = StateGraph(S); loop.add_node("l", lambda s: {"log": [s["rs"]]}); loop.add_edge(START, "l"); loop.add_edge("l", "l")
try:
    loop.compile().invoke({"log": []}, {"recursion_limit": 3})
except GraphRecursionError as e:
    print("GraphRecursionError", str(e).splitlines()[0])
