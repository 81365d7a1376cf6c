# https://github.com/langchain-ai/langgraph/pull/2957 : Command(update=[(key, value), ...] with a key repeated, goto=[Send(...), "node"]) from a node that also has a conditional edge returning Sends: the order the reducer sees the writes, every Send payload's worker run, and a LastValue key written twice in the tuple list
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
    last: str
    item: str
    twice: bool
def head(s):
    upd = [("log", ["h1"]), ("log", ["h2"]), ("last", "head")]
    if s.get("twice"):
        upd.append(("last", "again"))
    return Command(update=upd, goto=[Send("worker", {"item": "cmd"}), "tail"])
def route(s):
    return [Send("worker", {"item": "edge"})]
def worker(s):
    return {"log": ["w:" + s["item"]]}
def tail(s):
    return {"log": ["tail:" + s["last"]]}
g = (StateGraph(S).add_node("head", head, destinations=("worker", "tail")).add_node("worker", worker).add_node("tail", tail)
     .add_edge(START, "head").add_conditional_edges("head", route, ["worker"]).add_edge("worker", END).add_edge("tail", END).compile())
print(g.invoke({"log": []}))
print(list(g.stream({"log": []}, stream_mode="updates")))
try:
    print(g.invoke({"log": [], "twice": True}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
