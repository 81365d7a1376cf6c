# https://github.com/langchain-ai/langgraph/issues/593 , draw reports : mermaid of conditional edges without path map (Literal return hints, no hints), a path map list, a router returning END, a Command-returning node with destinations and a Literal Command hint
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict):
    v: int
def r1(s) -> Literal["b", "c", "__end__"]:
    return "b"
def r2(s):
    return "c"
def cmd(s) -> Command[Literal["b", "d"]]:
    return Command(goto="b")
b = StateGraph(S)
for n in "abcde":
    b.add_node(n, lambda s: {})
b.add_node("cmd", cmd)
b.add_node("dest", lambda s: Command(goto="e"), destinations=("e", END))
b.add_edge(START, "a"); b.add_conditional_edges("a", r1); b.add_conditional_edges("b", r2, ["c", "d"]); b.add_conditional_edges("c", r2)
b.add_edge("d", "cmd"); b.add_edge("e", "dest")
g = b.compile()
print(g.get_graph().draw_mermaid())
print(sorted((e.source, e.target, e.conditional, e.data) for e in g.get_graph().edges))
