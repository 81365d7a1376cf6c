# https://github.com/langchain-ai/langgraph/issues/3617 : nodes returning what a state cannot take: a list, a string, None, a dict with an unknown key, a tuple, a Command with a bad update; error types and first lines (or the result when accepted)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    v: int
cases = {
    "list": [1, 2],
    "str": "hello",
    "none": None,
    "unknown key": {"w": 1},
    "tuple": ("v", 1),
    "command list update": Command(update=[("v", 5)]),
    "command str update": Command(update="v"),
    "command unknown key": Command(update={"zz": 1}),
    "int": 3,
}
for label, ret in cases.items():
    g = StateGraph(S).add_node("n", lambda s, r=ret: r).add_edge(START, "n").compile()
    try:
        print(label, g.invoke({"v": 0}))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
