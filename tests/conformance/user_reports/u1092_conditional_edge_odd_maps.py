# https://github.com/langchain-ai/langgraph/issues/4051 : add_conditional_edges path_map forms: a map to START, a map with non-string keys (True/False, ints, None), a map to END only, an empty dict / empty list, the same target twice; compile errors, drawn edges with labels, and the run
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
def show(label, path, pm):
    try:
        b = StateGraph(S); b.add_node("a", n); b.add_node("b", n); b.add_edge(START, "a")
        b.add_conditional_edges("a", path, pm)
        g = b.compile()
        print(label, sorted(((e.source, e.target, e.data, e.conditional) for e in g.get_graph().edges), key=str))
        print("  run", g.invoke({"v": 0}))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
show("to START", lambda s: "x", {"x": START})
show("bool keys", lambda s: s["v"] > 0, {True: "b", False: END})
show("int keys", lambda s: 1, {1: "b", 2: END})
show("none key", lambda s: None, {None: "b"})
show("END only", lambda s: "e", {"e": END})
show("empty dict", lambda s: END, {})
show("empty list", lambda s: END, [])
show("same target", lambda s: "y", {"x": "b", "y": "b"})
