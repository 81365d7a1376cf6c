# https://github.com/langchain-ai/langgraph/issues/6336 / #6005: unequal parallel branches, defer=True
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class State(TypedDict):
    aggregate: Annotated[list, operator.add]

def mk(name):
    def f(state: State):
        return {"aggregate": [name + ":" + ",".join(state["aggregate"])]}
    f.__name__ = name
    return f

for defer in (False, True):
    b = StateGraph(State)
    for n in ("a", "b", "b_2", "c"):
        b.add_node(n, mk(n))
    b.add_node("d", mk("d"), defer=defer)
    b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("a", "c")
    b.add_edge("b", "b_2"); b.add_edge("b_2", "d"); b.add_edge("c", "d"); b.add_edge("d", END)
    g = b.compile()
    print("defer", defer, g.invoke({"aggregate": []}))
    for step in g.stream({"aggregate": []}, stream_mode="tasks"):
        if "result" not in step:
            print("  start", step["name"], step["triggers"])
# join with list edge
b = StateGraph(State)
for n in ("a", "b", "b_2", "c", "d"):
    b.add_node(n, mk(n))
b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("a", "c"); b.add_edge("b", "b_2")
b.add_edge(["b_2", "c"], "d"); b.add_edge("d", END)
print("join", b.compile().invoke({"aggregate": []}))
