# https://github.com/langchain-ai/langgraph/issues/2599 : a node returning a string, a list of strings, an int, a set, a dict with an unknown key and a list of dicts; the full error text (every line), its type and lc_error_code, which users assert in their own tests
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
for label, ret in [("str", "hello"), ("list", ["a", "b"]), ("int", 3), ("set", {1}), ("unknown key", {"w": 1}), ("list of dicts", [{"v": 1}, {"v": 2}]), ("tuple", ("v", 1)), ("none", None), ("empty", {})]:
    b = StateGraph(S)
    b.add_node("n", lambda s, r=ret: r)
    b.add_edge(START, "n"); b.add_edge("n", END)
    show(label, lambda: b.compile().invoke({"v": 0}))
