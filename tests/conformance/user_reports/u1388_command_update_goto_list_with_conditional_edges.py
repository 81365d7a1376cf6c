# https://github.com/langchain-ai/langgraph/pull/2635 : a node returning Command(update=..., goto=[two nodes]) that also has conditional edges of its own (the router picks a third node): which nodes run in the next step, in what order the updates land, the updates stream, and a Command whose goto repeats a node the router also picks
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict, total=False):
    mode: str
    log: Annotated[list, operator.add]
    last: str
def chooser(s):
    if s["mode"] == "dup":
        return Command(update={"log": ["chooser"], "last": "chooser"}, goto=["b", "c"])
    return Command(update={"log": ["chooser"], "last": "chooser"}, goto=["a", "b"])
def router(s):
    return "c" if s["mode"] == "dup" else "d"
def mk(name):
    def f(s):
        return {"log": [name + ":" + s["last"]]}
    return f
b = StateGraph(S).add_node("chooser", chooser, destinations=("a", "b", "c", "d"))
for n in "abcd":
    b.add_node(n, mk(n)).add_edge(n, END)
b.add_edge(START, "chooser").add_conditional_edges("chooser", router, ["c", "d"])
g = b.compile()
for mode in ("plain", "dup"):
    print(mode, g.invoke({"mode": mode}))
    print(mode, [sorted(u) for u in g.stream({"mode": mode}, stream_mode="updates")])
