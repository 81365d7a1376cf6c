# https://github.com/langchain-ai/langgraph/issues/5182: defer + Command + conditional edges
import operator
from typing import Annotated, Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class State(TypedDict):
    aggregate: Annotated[list, operator.add]

def a(state): return {"aggregate": ["A"]}
def b(state): return {"aggregate": ["B"]}
def b_2(state): return {"aggregate": ["B_2"]}
def c(state): return {"aggregate": ["C"]}
def d(state) -> Command[Literal["e", "__end__"]]:
    if len(state["aggregate"]) < 8:
        return Command(update={"aggregate": ["D"]}, goto="e")
    return Command(update={"aggregate": ["D-end"]}, goto=END)
def e(state): return {"aggregate": ["E"]}

def route(state) -> list[str]:
    return ["b", "c"]

bd = StateGraph(State)
for n, f in [("a", a), ("b", b), ("b_2", b_2), ("c", c), ("e", e)]:
    bd.add_node(n, f)
bd.add_node("d", d, defer=True)
bd.add_edge(START, "a")
bd.add_conditional_edges("a", route, ["b", "c"])
bd.add_edge("b", "b_2"); bd.add_edge("b_2", "d"); bd.add_edge("c", "d")
bd.add_edge("e", "a")
g = bd.compile()
print(g.invoke({"aggregate": []}))
# b and c run in one step: their updates come in thread-timing order (both libraries),
# so each step's updates are printed sorted (a values chunk ends each step)
step = []
for mode, chunk in g.stream({"aggregate": []}, stream_mode=["updates", "values"]):
    if mode == "updates":
        step.append(str(chunk))
    else:
        print(sorted(step), chunk)
        step = []
