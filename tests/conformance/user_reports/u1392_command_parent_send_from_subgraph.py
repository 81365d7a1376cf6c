# https://github.com/langchain-ai/langgraph/pull/2520 : Command(graph=Command.PARENT, goto=[Send(...), "node"], update=...) from a subgraph node: the parent's workers reached by Send with their payloads, the plain goto node, the parent update applied once, and the updates stream with subgraphs=True
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict, total=False):
    items: list
    log: Annotated[list, operator.add]
def dispatch(s):
    return Command(graph=Command.PARENT, update={"log": ["dispatch"]},
                   goto=[Send("worker", {"items": [i]}) for i in s["items"]] + ["summary"])
sub = StateGraph(S).add_node("dispatch", dispatch).add_edge(START, "dispatch").compile()
def worker(s):
    return {"log": ["worker%s" % s["items"]]}
def summary(s):
    return {"log": ["summary%d" % len(s["log"])]}
g = (StateGraph(S).add_node("sub", sub, destinations=("worker", "summary")).add_node("worker", worker).add_node("summary", summary)
     .add_edge(START, "sub").add_edge("worker", END).add_edge("summary", END).compile())
print(g.invoke({"items": [1, 2]}))
for ns, upd in g.stream({"items": [3]}, stream_mode="updates", subgraphs=True):
    print(len(ns), upd)
