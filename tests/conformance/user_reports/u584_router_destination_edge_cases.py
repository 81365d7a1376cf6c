# https://github.com/langchain-ai/langgraph/issues/987 , PR 6877 (#6770) , #2150 : what a conditional edge may return: None (alone / in a list), START, END in a list, Send to END, an int or object without path_map, duplicates, an empty list; Command(goto=) with odd values
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
class S(TypedDict):
    x: int
def run(name, route, cmd=False):
    b = StateGraph(S).add_node("r", (lambda s: route(s)) if cmd else (lambda s: {})).add_node("a", lambda s: {"x": s["x"] + 1}).add_edge(START, "r")
    if not cmd:
        b.add_conditional_edges("r", route)
    try:
        print(name, b.compile().invoke({"x": 0}))
    except Exception as e:
        print(name, type(e).__name__, "|", str(e).splitlines()[0][:150])
run("none", lambda s: None)
run("none-in-list", lambda s: ["a", None])
run("start", lambda s: START)
run("end-in-list", lambda s: ["a", END])
run("send-end", lambda s: [Send(END, {"x": 1})])
run("int", lambda s: 7)
run("object", lambda s: object())
run("dupes", lambda s: ["a", "a"])
run("empty", lambda s: [])
run("tuple", lambda s: ("a",))
run("cmd-int", lambda s: Command(goto=7), cmd=True)
run("cmd-none-list", lambda s: Command(goto=["a", None]), cmd=True)
run("cmd-start", lambda s: Command(goto=START), cmd=True)
run("cmd-send-end", lambda s: Command(goto=Send(END, {"x": 1})), cmd=True)
