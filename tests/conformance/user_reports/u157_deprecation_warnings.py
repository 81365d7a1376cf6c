# https://github.com/langchain-ai/langgraph/issues/5012 , PR 4957 (retry -> retry_policy) and 1.0 renames : deprecated kwargs/classes users still pass: warnings and behaviour
import warnings
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy

class S(TypedDict):
    v: int
class C(TypedDict):
    k: str

def w(f):
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        try:
            r = f()
        except Exception as e:
            r = f"{type(e).__name__}: {e}"
    return r, [(type(x.message).__name__, str(x.message)[:110]) for x in rec]

print(w(lambda: type(StateGraph(S, config_schema=C)).__name__))
print(w(lambda: type(StateGraph(S, input=S, output=S)).__name__))
b = StateGraph(S)
print(w(lambda: b.add_node("a", lambda s: {"v": 1}, retry=RetryPolicy(max_attempts=2)) and None))
print(w(lambda: b.add_node("b", lambda s: {"v": 1}, input=S) and None))
b.add_edge(START, "a"); b.add_edge("a", END)
g = b.compile()
print(w(lambda: g.invoke({"v": 0}, checkpoint_during=True)))
print(w(lambda: list(g.stream({"v": 0}, checkpoint_during=False))))
print(w(lambda: g.config_schema().__name__ if hasattr(g, "config_schema") else None))
