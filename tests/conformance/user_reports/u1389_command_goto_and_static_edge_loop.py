# https://github.com/langchain-ai/langgraph/pull/2697 : Command(goto=...) from a node that also has a static edge, inside a loop guarded by a conditional edge: both targets run each round, the step count (recursion_limit hit or not), and goto=END alongside the static edge
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.errors import GraphRecursionError
class S(TypedDict, total=False):
    n: int
    log: Annotated[list, operator.add]
def work(s):
    n = s.get("n", 0) + 1
    if n >= 3:
        return Command(update={"n": n, "log": ["work-end%d" % n]}, goto=END)
    return Command(update={"n": n, "log": ["work%d" % n]}, goto="side")
def side(s):
    return {"log": ["side%d" % s["n"]]}
def static(s):
    return {"log": ["static%d" % s["n"]]}
def loop_back(s):
    return "work" if s["n"] < 3 else END
g = (StateGraph(S).add_node("work", work, destinations=("side", END)).add_node("side", side).add_node("static", static)
     .add_edge(START, "work").add_edge("work", "static").add_conditional_edges("static", loop_back, ["work", END])
     .add_edge("side", END).compile())
print(g.invoke({"n": 0}))
print([list(u) for u in g.stream({"n": 0}, stream_mode="updates")])
try:
    print(g.invoke({"n": 0}, {"recursion_limit": 4}))
except GraphRecursionError as e:
    print("recursion", type(e).__name__)
