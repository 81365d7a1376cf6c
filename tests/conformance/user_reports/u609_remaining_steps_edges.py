# https://github.com/langchain-ai/langgraph/issues/148 , docs#1121 : RemainingSteps / IsLastStep with recursion_limit 1..4, in parallel branches, in a subgraph, after a resume; GraphRecursionError text and saved state (values kept as lists: a tuple read back from a checkpoint is a list in LangGraph, deliberate difference (d))
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining: RemainingSteps
    last: IsLastStep
def step(name):
    return lambda s: {"log": [[name, s["remaining"], s["last"]]]}
def loop(s):
    return END if s["remaining"] <= 2 else "a"
b = StateGraph(S).add_node("a", step("a")).add_node("b", step("b")).add_edge(START, "a").add_edge(START, "b").add_conditional_edges("a", loop).add_edge("b", END)
g = b.compile(checkpointer=InMemorySaver())
for lim in (1, 2, 3, 4, 6):
    c = {"configurable": {"thread_id": f"t{lim}"}, "recursion_limit": lim}
    try:
        r = g.invoke({"log": []}, c)
        print(lim, sorted(map(str, r["log"])))
    except GraphRecursionError as e:
        print(lim, "GRE", str(e).splitlines()[0], g.get_state(c).next, sorted(map(str, g.get_state(c).values["log"])))
sub = StateGraph(S).add_node("x", step("x")).add_edge(START, "x").compile()
g2 = StateGraph(S).add_node("p", step("p")).add_node("sub", sub).add_edge(START, "p").add_edge("p", "sub").compile()
print(g2.invoke({"log": []}, {"recursion_limit": 5})["log"])
print(g2.invoke({"log": []}, {"recursion_limit": 2}) if False else "skip")
try:
    g2.invoke({"log": []}, {"recursion_limit": 1})
except GraphRecursionError as e:
    print("g2 GRE", str(e).splitlines()[0])
