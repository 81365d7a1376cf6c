# tester report (round 9 brief item 1): output_keys naming a managed value (RemainingSteps)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps
class S(TypedDict):
    a: int
    rs: RemainingSteps
def n(s):
    return {"a": s["a"] + 1}
g = StateGraph(S); g.add_node("n", n); g.add_edge(START, "n"); g.add_edge("n", END)
app = g.compile()
for keys in (["a", "rs"], "rs", ["rs"]):
    try:
        print(repr(keys), app.invoke({"a": 1}, output_keys=keys))
    except Exception as e:
        print(repr(keys), "RAISED", type(e).__name__, e)
    try:
        print(repr(keys), list(app.stream({"a": 1}, output_keys=keys, stream_mode="values")))
    except Exception as e:
        print(repr(keys), "stream RAISED", type(e).__name__, e)
    try:
        print(repr(keys), list(app.stream({"a": 1}, output_keys=keys, stream_mode="updates")))
    except Exception as e:
        print(repr(keys), "updates RAISED", type(e).__name__, e)
