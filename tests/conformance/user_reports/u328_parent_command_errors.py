# https://github.com/langchain-ai/langgraph/issues/2940 , #6409 , PR 6411 : Command.PARENT misuse from nested graphs: unknown parent node, goto a grandparent node, update of a subgraph-only key; error types and texts
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict, total=False):
    v: str
    only_sub: str

def build(inner_fn):
    ib = StateGraph(S); ib.add_node("inner", inner_fn); ib.add_edge(START, "inner")
    mb = StateGraph(S); mb.add_node("mid", ib.compile()); mb.add_node("mid_after", lambda s: {"v": s.get("v", "") + "M"}); mb.add_edge(START, "mid")
    pb = StateGraph(S); pb.add_node("child", mb.compile()); pb.add_node("top_after", lambda s: {"v": s.get("v", "") + "T"}); pb.add_edge(START, "child")
    return pb.compile()
cases = {
    "to mid sibling": lambda s: Command(graph=Command.PARENT, goto="mid_after", update={"v": "i"}),
    "to grandparent node": lambda s: Command(graph=Command.PARENT, goto="top_after", update={"v": "i"}),
    "unknown": lambda s: Command(graph=Command.PARENT, goto="nowhere"),
    "update only": lambda s: Command(graph=Command.PARENT, update={"v": "u"}),
    "goto END": lambda s: Command(graph=Command.PARENT, goto=END, update={"v": "e"}),
}
for name, fn in cases.items():
    try:
        out = [c for c in build(fn).stream({"v": ""}, stream_mode="updates", subgraphs=True)]
        print(name, [([p.split(":")[0] for p in ns], u) for ns, u in out])
    except Exception as e:
        print(name, "raised", type(e).__name__, str(e).splitlines()[0])
