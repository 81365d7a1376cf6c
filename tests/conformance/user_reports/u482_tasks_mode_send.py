# https://github.com/langchain-ai/langgraph/issues/6792 , PR 5117 : stream_mode="tasks" for Send workers and a failing worker: inputs, triggers, results, error payloads
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    xs: list
    out: Annotated[list, operator.add]
def w(x):
    if x == 3: raise ValueError("three")
    return {"out": [x]}
g = (StateGraph(S).add_node("split", lambda s: {}).add_node("w", w)
     .add_edge(START, "split").add_conditional_edges("split", lambda s: [Send("w", x) for x in s["xs"]], ["w"]).compile())
ev = [{k: v for k, v in e.items() if k != "id"} for e in g.stream({"xs": [1, 2], "out": []}, stream_mode="tasks")]
print(sorted(map(repr, ev)))
try:
    evs = []
    for e in g.stream({"xs": [3], "out": []}, stream_mode="tasks"):
        evs.append({k: v for k, v in e.items() if k != "id"})
except ValueError as e:
    print("raised", e)
print(evs)
