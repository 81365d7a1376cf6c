# https://github.com/langchain-ai/langgraph/issues/1950 : nodes returning a state object instead of a dict (the pydantic state model with some fields set, a dataclass state instance, a different pydantic model with a subset of keys, a TypedDict-shaped dict subclass, None): which keys are written, what the next node sees, and the errors
import dataclasses
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class P(BaseModel):
    a: int = 0
    b: str = "init"
@dataclasses.dataclass
class D:
    a: int = 0
    b: str = "init"
class Part(BaseModel):
    b: str
class T(TypedDict):
    a: int
    b: str
def run(schema, ret, label):
    seen = []
    def n1(s): return ret(s)
    def n2(s):
        seen.append(s if isinstance(s, dict) else {"a": s.a, "b": s.b})
        return {}
    g = StateGraph(schema).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", END).compile()
    try:
        out = g.invoke({"a": 1, "b": "x"})
        print(label, "->", out if isinstance(out, dict) else out, "seen", seen)
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e).splitlines()[0][:200])
run(P, lambda s: P(a=5), "pydantic partial")
run(P, lambda s: P(a=5, b="y"), "pydantic full")
run(P, lambda s: Part(b="part"), "pydantic other model")
run(D, lambda s: D(a=7), "dataclass")
run(T, lambda s: D(a=7, b="q"), "dataclass into typeddict")
run(T, lambda s: Part(b="part"), "pydantic into typeddict")
run(T, lambda s: None, "none")
run(P, lambda s: None, "none pydantic")
run(T, lambda s: [("a", 3)], "list of pairs")
