import operator
from typing import Annotated, Any
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class State(TypedDict):
    aggregate: Annotated[list, operator.add]

def make(name):
    def f(state: State):
        pass
        return {"aggregate": [name]}
    return f

builder = StateGraph(State)
for n in "abc":
    builder.add_node(n, make(n))
builder.add_node("b_2", make("b_2"))
builder.add_node("d", make("d"), defer=True)
builder.add_edge(START, "a")
builder.add_edge("a", "b")
builder.add_edge("a", "c")
builder.add_edge("b", "b_2")
builder.add_edge("b_2", "d")
builder.add_edge("c", "d")
builder.add_edge("d", END)
graph = builder.compile()
print(graph.invoke({"aggregate": []}))

# waiting edges (join)
b2 = StateGraph(State)
for n in "abcd":
    b2.add_node(n, make(n))
b2.add_edge(START, "a")
b2.add_edge("a", "b"); b2.add_edge("a", "c")
b2.add_edge(["b", "c"], "d")
b2.add_edge("d", END)
g2 = b2.compile()
print(g2.invoke({"aggregate": []}))

# conditional fan out with list of destinations
def route(state: State) -> list[str]:
    return ["b", "c"]
b3 = StateGraph(State)
for n in "abcd":
    b3.add_node(n, make(n))
b3.add_edge(START, "a")
b3.add_conditional_edges("a", route, ["b", "c"])
b3.add_edge("b", "d"); b3.add_edge("c", "d")
b3.add_edge("d", END)
print(b3.compile().invoke({"aggregate": []}))
