# https://github.com/langchain-ai/langgraph/pull/8124 : add_node(..., destinations=...) given as a tuple and as a dict of labels on nodes returning Command: the drawn edges (mermaid) and the run's path, plus a destination that is not a node (the compile or run error)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict, total=False):
    path: list
def router(s):
    return Command(update={"path": s.get("path", []) + ["router"]}, goto="b" if len(s.get("path", [])) else "a")
def a(s):
    return Command(update={"path": s["path"] + ["a"]}, goto=END)
def b(s):
    return {"path": s["path"] + ["b"]}
bl = (StateGraph(S).add_node("router", router, destinations=("a", "b")).add_node("a", a, destinations={END: "finish"}).add_node("b", b)
      .add_edge(START, "router").add_edge("b", END))
g = bl.compile()
print(g.get_graph().draw_mermaid())
print(g.invoke({}), g.invoke({"path": ["seed"]}))
try:
    g2 = StateGraph(S).add_node("router", router, destinations=("a", "nowhere")).add_node("a", a).add_edge(START, "router").compile()
    print("compiled", sorted(g2.get_graph().nodes))
    print(g2.invoke({}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
