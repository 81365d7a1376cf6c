# https://github.com/langchain-ai/langgraph/issues/5829 : set_conditional_entry_point routing to several nodes, one of them reaching a defer=True node that must wait for a longer branch; the order of updates per step and the final log
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
def mk(name):
    return lambda s: {"log": [name]}
b = StateGraph(S)
for n in ["short", "long1", "long2", "final"]:
    b.add_node(n, mk(n), defer=(n == "final"))
b.set_conditional_entry_point(lambda s: ["short", "long1"] if s["n"] > 0 else "final")
b.add_edge("short", "final"); b.add_edge("long1", "long2"); b.add_edge("long2", "final"); b.set_finish_point("final")
g = b.compile()
print(g.invoke({"n": 1, "log": []}))
print(g.invoke({"n": 0, "log": []}))
print([list(u) for u in g.stream({"n": 1, "log": []}, stream_mode="updates")])
print(sorted(g.get_graph().nodes), sorted((e.source, e.target, e.conditional) for e in g.get_graph().edges))
