# https://github.com/langchain-ai/langgraph/issues/2859 : routing mistakes at run time: Command(goto=) an unknown node, Send to an unknown node, a path function returning None / an int / a key missing from its path_map, a node returning a list of Commands, a reducer with three parameters, and two plain writes to one key in a step
import operator
from typing import Annotated, TypedDict
from typing_extensions import NotRequired
from langgraph.graph import StateGraph, START
from langgraph.types import Command, Send
class S(TypedDict):
    x: Annotated[list, operator.add]
    n: NotRequired[int]
def run(label, build):
    g = StateGraph(S)
    build(g)
    try:
        print(label, g.compile().invoke({"x": []}))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
run("goto unknown", lambda g: (g.add_node("a", lambda s: Command(goto="zz", update={"x": ["a"]})), g.add_edge(START, "a")))
run("send unknown", lambda g: (g.add_node("a", lambda s: {}), g.add_conditional_edges(START, lambda s: [Send("zz", {})])))
run("route None", lambda g: (g.add_node("a", lambda s: {}), g.add_conditional_edges(START, lambda s: None)))
run("route int", lambda g: (g.add_node("a", lambda s: {}), g.add_conditional_edges(START, lambda s: 3)))
run("route missing key", lambda g: (g.add_node("a", lambda s: {}), g.add_conditional_edges(START, lambda s: "q", {"p": "a"})))
run("list of commands", lambda g: (g.add_node("a", lambda s: [Command(update={"x": [1]}), Command(update={"x": [2]}, goto="b")]), g.add_node("b", lambda s: {"x": ["b"]}), g.add_edge(START, "a")))
run("two plain writes", lambda g: (g.add_node("a", lambda s: {"n": 1}), g.add_node("b", lambda s: {"n": 2}), g.add_edge(START, "a"), g.add_edge(START, "b")))
try:
    StateGraph(TypedDict("R3", {"x": Annotated[int, lambda a, b, c: a]}))
    print("3-arg reducer accepted")
except Exception as e:
    print("3-arg reducer RAISED", type(e).__name__, str(e).splitlines()[0])
