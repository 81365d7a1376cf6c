# https://github.com/langchain-ai/langgraph/issues/5829 : set_conditional_entry_point with a path_map dict whose keys are labels, a path returning a label list, Sends, and a label missing from the map (KeyError); the drawing's entry edges and the results
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    mode: str
    log: Annotated[list, operator.add]
def mk(n): return lambda s: {"log": [n + ":" + s.get("mode", "?")]}
def route(s):
    if s["mode"] == "both":
        return ["left", "right"]
    if s["mode"] == "send":
        return [Send("L", {"mode": "sent", "log": []}), "right"]
    return s["mode"]
b = StateGraph(S)
b.add_node("L", mk("L")); b.add_node("R", mk("R"))
b.set_conditional_entry_point(route, {"left": "L", "right": "R", "stop": END})
g = b.compile()
print(sorted((e.source, e.target, e.data, e.conditional) for e in g.get_graph().edges))
for mode in ["left", "both", "send", "stop", "nope"]:
    try:
        print(mode, g.invoke({"mode": mode, "log": []}))
    except Exception as e:
        print(mode, type(e).__name__, str(e).splitlines()[0])
