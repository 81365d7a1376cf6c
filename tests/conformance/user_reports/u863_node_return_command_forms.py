# https://github.com/langchain-ai/langgraph/issues/2612 , https://github.com/langchain-ai/langgraph/issues/3118 : what a node may return: Command(update=) as a list of (key, value) pairs, a pydantic model or a dataclass; goto as one Send, a list mixing names and Sends, a tuple, END; a list of Commands (with a dict); a bare list of pairs; update=None; an unknown key or goto target; Command(resume=) from a node; the state and the nodes that ran
import operator
from dataclasses import dataclass
from typing import Annotated, TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send
class S(TypedDict):
    log: Annotated[list, operator.add]
    x: int
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
class PU(BaseModel):
    x: int
@dataclass
class DU:
    x: int
def build(ret, dest=("b",)):
    g = StateGraph(S)
    g.add_node("a", lambda s: ret, destinations=dest)
    g.add_node("b", lambda s: {"log": ["b:%s" % s.get("x")]})
    g.add_node("c", lambda s: {"log": ["c"]})
    g.add_edge(START, "a")
    return g.compile()
cases = [
    ("update list of tuples", Command(update=[("log", ["t1"]), ("log", ["t2"]), ("x", 3)], goto="b")),
    ("update pydantic", Command(update=PU(x=5), goto="b")),
    ("update dataclass", Command(update=DU(x=6), goto="b")),
    ("goto single Send", Command(goto=Send("b", {"x": 9, "log": []}))),
    ("goto list mixed", Command(goto=["b", Send("c", {}), "b"])),
    ("goto tuple", Command(goto=("b", "c"))),
    ("goto END", Command(goto=END, update={"x": 1})),
    ("list of commands", [Command(update={"log": ["c1"]}, goto="b"), Command(update={"log": ["c2"]}, goto="c")]),
    ("list commands and dict", [Command(goto="b"), {"log": ["d"]}]),
    ("tuple of updates", [("log", ["raw"]), ("x", 2)]),
    ("update None goto", Command(update=None, goto="c")),
    ("update unknown key", Command(update={"nope": 1}, goto="b")),
    ("goto unknown", Command(goto="zzz")),
    ("command with resume in node", Command(resume=1, goto="b")),
]
for label, ret in cases:
    t(label, lambda: build(ret, ("b", "c")).invoke({"log": [], "x": 0}))
for label, ret in cases[:6]:
    t(label + " stream", lambda: sorted(str(sorted(c)) for c in build(ret, ("b", "c")).stream({"log": [], "x": 0}, stream_mode="updates")))  # (parallel tasks stream as they finish)
