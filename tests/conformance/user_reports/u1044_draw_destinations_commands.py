# https://github.com/langchain-ai/langgraph/pull/4408 : drawing edges declared by add_node(destinations=tuple / dict with labels), by Command[Literal[...]] return annotations, by conditional edges without path_map but with a Literal return type: get_graph edges and draw_mermaid
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict):
    v: int
def a(s) -> Command[Literal["b", "c"]]:
    return Command(goto="b")
def b(s): return {"v": 1}
def c(s): return {"v": 2}
def d(s): return {"v": 3}
def route(s) -> Literal["d", "__end__"]:
    return "d"
g = StateGraph(S)
g.add_node("a", a); g.add_node("b", b, destinations=("d", END)); g.add_node("c", c, destinations={"d": "to d", END: "done"})
g.add_node("d", d)
g.add_edge(START, "a"); g.add_conditional_edges("d", route)

cg = g.compile()
print(sorted(((e.source, e.target, e.conditional, e.data) for e in cg.get_graph().edges), key=str))
print(cg.get_graph().draw_mermaid())
try:
    print(cg.invoke({"v": 0}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
