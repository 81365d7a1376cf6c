# https://github.com/langchain-ai/langgraph/issues/5772 , #5369 : drawing a graph with a deferred node reached from a node with Command destinations (one of them END) and from plain edges: which node gets the conditional edge to the deferred node and whether the last node also gets one to __end__
from typing import TypedDict, Literal
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    results: list
def a(s) -> Command[Literal["b", "c", "__end__"]]:
    return Command(goto=["b", "c"])
def build(with_command, defer):
    g = StateGraph(S)
    if with_command:
        g.add_node("a", a)
    else:
        g.add_node("a", lambda s: {})
    g.add_node("b", lambda s: {}, defer=defer); g.add_node("c", lambda s: {}); g.add_node("d", lambda s: {})
    g.add_edge(START, "a")
    if not with_command:
        g.add_edge("a", "b"); g.add_edge("a", "c")
    g.add_edge("b", "d"); g.add_edge("c", "d")
    return g.compile()
for with_command in (False, True):
    for defer in (False, True):
        app = build(with_command, defer)
        print(with_command, defer, sorted((e.source, e.target, e.conditional) for e in app.get_graph().edges))
print(build(True, True).get_graph().draw_mermaid())
