# https://github.com/SynapseKit/SynapseKit/issues/253 : reducer placement forms: extra metadata before and after the reducer, nested Annotated, NotRequired[Annotated[...]], Required[Annotated[...]], Annotated[NotRequired[...]], and Optional[Annotated[...]]: which keys get a reducer (channel kinds) and the values after two parallel writes
import operator
from typing import Annotated, Optional
from typing_extensions import TypedDict, NotRequired, Required
from langgraph.graph import StateGraph, START, END
class S(TypedDict, total=False):
    a: Annotated[list, "doc", operator.add]
    b: Annotated[list, operator.add, "doc"]
    c: Annotated[Annotated[list, operator.add], "outer"]
    d: NotRequired[Annotated[list, operator.add]]
    e: Required[Annotated[list, operator.add]]
    f: Annotated[NotRequired[list], operator.add]
    g: Optional[Annotated[list, operator.add]]
keys = "abcdefg"
bld = StateGraph(S)
bld.add_node("x", lambda s: {k: ["x"] for k in keys}).add_node("y", lambda s: {k: ["y"] for k in keys})
bld.add_edge(START, "x").add_edge(START, "y")
print(sorted((k, type(v).__name__) for k, v in bld.channels.items()))
try:
    print(bld.compile().invoke({k: [] for k in keys}))
except Exception as e:
    print("!!", type(e).__name__, str(e).splitlines()[0][:200])
