# https://github.com/langchain-ai/langgraph/issues/7727 : fan-in after branches of unequal length: add_edge(["A", "B2"], "C") (a join: C once, after both) against add_edge("A", "C") + add_edge("B2", "C") (C runs when each arrives), the order of the aggregate and how many times C runs in each, with the steps of the updates stream
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    agg: Annotated[list, operator.add]
def mk(name):
    def f(s):
        return {"agg": [name]}
    return f
for shape in ("join", "separate", "defer"):
    b = StateGraph(S)
    for n in ("A", "B", "B2"):
        b.add_node(n, mk(n))
    b.add_node("C", mk("C"), defer=(shape == "defer"))
    b.add_edge(START, "A").add_edge(START, "B").add_edge("B", "B2").add_edge("C", END)
    if shape == "join":
        b.add_edge(["A", "B2"], "C")
    else:
        b.add_edge("A", "C").add_edge("B2", "C")
    g = b.compile()
    print(shape, g.invoke({"agg": []}))
    print(shape, [sorted(u) for u in g.stream({"agg": []}, stream_mode="updates")])
