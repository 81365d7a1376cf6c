# Command(graph=PARENT) updating a key the parent does not have / goto an unknown parent node
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class Sub(TypedDict):
    x: int
    private: str
class Par(TypedDict):
    x: int

def bad_key(s): return Command(graph=Command.PARENT, update={"private": "p"}, goto="after")
def good(s): return Command(graph=Command.PARENT, update={"x": s["x"] + 1}, goto="after")
for fn in (bad_key, good):
    sb = StateGraph(Sub); sb.add_node("n", fn); sb.add_edge(START, "n")
    pb = StateGraph(Par); pb.add_node("sub", sb.compile()); pb.add_node("after", lambda s: {"x": s["x"] * 10})
    pb.add_edge(START, "sub")
    try:
        print(fn.__name__, pb.compile().invoke({"x": 1}))
    except Exception as e:
        print(fn.__name__, type(e).__name__, str(e).splitlines()[0])
# Command.PARENT from the root graph
def root_parent(s): return Command(graph=Command.PARENT, update={"x": 5})
rb = StateGraph(Par); rb.add_node("r", root_parent); rb.add_edge(START, "r")
try:
    print(rb.compile().invoke({"x": 1}))
except Exception as e:
    print("root", type(e).__name__, str(e).splitlines()[0])
