# https://github.com/langchain-ai/langgraph/issues/4051 : builder calls repeated: add_conditional_edges twice with the same function from one node, twice with lambdas, add_edge twice, set_entry_point twice, a START edge plus set_conditional_entry_point, an edge and a branch from one node, and add_edge with START in a list: errors or the graph's edges and the run
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
def route(s): return END
def show(label, fn):
    try:
        g = fn()
        print(label, "ok", sorted((e.source, e.target, e.conditional) for e in g.get_graph().edges), g.invoke({"v": 0}))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
def base():
    b = StateGraph(S); b.add_node("a", n); b.add_node("b", n)
    return b
show("branch twice", lambda: base().add_edge(START, "a").add_conditional_edges("a", route).add_conditional_edges("a", route).compile())
show("lambda twice", lambda: base().add_edge(START, "a").add_conditional_edges("a", lambda s: END).add_conditional_edges("a", lambda s: "b").compile())
show("edge twice", lambda: base().add_edge(START, "a").add_edge(START, "a").compile())
show("entry twice", lambda: base().set_entry_point("a").set_entry_point("b").compile())
show("entry + cond entry", lambda: base().add_edge(START, "a").set_conditional_entry_point(lambda s: "b").compile())
show("edge and branch", lambda: base().add_edge(START, "a").add_edge("a", "b").add_conditional_edges("a", lambda s: END).compile())
show("START in list", lambda: base().add_edge([START, "a"], "b").compile())
show("END in list", lambda: base().add_edge(START, "a").add_edge(["a", END], "b").compile())
show("finish twice", lambda: base().add_edge(START, "a").set_finish_point("a").set_finish_point("a").compile())
