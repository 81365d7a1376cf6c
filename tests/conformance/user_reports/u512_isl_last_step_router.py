# https://github.com/langchain-ai/langgraph/issues/148 , react agent reports : IsLastStep used by a router to stop cleanly at the recursion limit; values stream; limit 1 and 2 edge cases
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.managed import IsLastStep, RemainingSteps
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    log: Annotated[list, operator.add]
    last: IsLastStep
    left: RemainingSteps
def agent(s):
    return {"log": [("agent", s["last"], s["left"])]}
def tools(s):
    return {"log": [("tools", s["last"], s["left"])]}
g = (StateGraph(S).add_node("agent", agent).add_node("tools", tools).add_edge(START, "agent")
     .add_conditional_edges("agent", lambda s: END if s["last"] else "tools").add_edge("tools", "agent").compile())
for lim in [1, 2, 3, 5, 6]:
    try:
        print(lim, g.invoke({"log": []}, {"recursion_limit": lim})["log"])
    except GraphRecursionError as e:
        print(lim, "GraphRecursionError", str(e).split(".")[0])
