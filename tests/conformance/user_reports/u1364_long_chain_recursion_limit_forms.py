# https://github.com/langchain-ai/langgraph/issues/35 : a chain of 100 generated nodes (names from a loop, functions copied per node): how far it gets under the default recursion limit, recursion_limit=50 (error text, the last node that ran), recursion_limit given inside "configurable" (ignored), exactly enough steps, and the remaining-steps value the last node sees
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps
from langgraph.errors import GraphRecursionError
class S(TypedDict, total=False):
    path: Annotated[list, operator.add]
    left: RemainingSteps
    last_left: int
def make(i):
    def node(s):
        return {"path": [i], "last_left": s["left"]}
    node.__name__ = "noop_node_%d" % i
    return node
b = StateGraph(S)
for i in range(100):
    b.add_node(make(i))
    b.add_edge(START if i == 0 else "noop_node_%d" % (i - 1), "noop_node_%d" % i)
b.add_edge("noop_node_99", END)
g = b.compile()
for cfg in (None, {"recursion_limit": 50}, {"configurable": {"recursion_limit": 5}}, {"recursion_limit": 100}, {"recursion_limit": 101}):
    ran = []
    try:
        for chunk in g.stream({"path": []}, cfg, stream_mode="updates"):
            ran.extend(chunk)
        out = g.invoke({"path": []}, cfg)
        print(cfg, len(out["path"]), out["last_left"], ran[-1])
    except GraphRecursionError as e:
        print(cfg, "ERR", str(e).splitlines()[0], len(ran), ran[-1])
