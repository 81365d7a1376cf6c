# https://github.com/SynapseKit/SynapseKit/issues/253 : what a reducer receives as the current value the first time its channel is written when the input omits the key, by annotated type (int, str, float, dict, list[str], Optional[list], Sequence, set, tuple, a user class, a pydantic model, None-able int), and what invoke returns
import operator
from typing import Annotated, Optional, Sequence
from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
class Box:
    def __init__(self, v=0): self.v = v
    def __repr__(self): return f"Box({self.v})"
class M(BaseModel):
    v: int = 0
seen = []
def spy(name):
    def r(a, b):
        seen.append((name, repr(a)))
        return b
    return r
class S(TypedDict):
    i: Annotated[int, spy("int")]
    s: Annotated[str, spy("str")]
    f: Annotated[float, spy("float")]
    d: Annotated[dict, spy("dict")]
    ls: Annotated[list[str], spy("list[str]")]
    ol: Annotated[Optional[list], spy("Optional[list]")]
    sq: Annotated[Sequence[str], spy("Sequence")]
    st: Annotated[set, spy("set")]
    tp: Annotated[tuple, spy("tuple")]
    bx: Annotated[Box, spy("Box")]
    md: Annotated[M, spy("M")]
    oi: Annotated[Optional[int], spy("Optional[int]")]
    x: int
keys = ["i", "s", "f", "d", "ls", "ol", "sq", "st", "tp", "bx", "md", "oi"]
def write(s): return {k: "new" for k in keys}
g = StateGraph(S).add_node("w", write).add_edge(START, "w").add_edge("w", END).compile()
out = g.invoke({"x": 1})
for r in sorted(seen):
    print(r)
print(sorted(out.items()))
seen.clear()
print("values first", list(g.stream({"x": 2}, stream_mode="values"))[0])
