# https://github.com/langchain-ai/langgraph/issues/5829 : compile-time and build-time validation messages: an edge to a missing node, from a missing node, a conditional path_map naming a missing node, a node named with ':' or '|', END as a source, a graph with no entry point, interrupt_before naming a missing node
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {}
def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
attempt("to missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").add_edge("a", "ghost").compile())
attempt("from missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").add_edge("ghost", "a").compile())
attempt("path_map missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").add_conditional_edges("a", lambda s: "x", {"x": "ghost"}).compile())
attempt("colon", lambda: StateGraph(S).add_node("a:b", n))
attempt("pipe", lambda: StateGraph(S).add_node("a|b", n))
attempt("end source", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").add_edge(END, "a"))
attempt("start target", lambda: StateGraph(S).add_node("a", n).add_edge("a", START))
attempt("no entry", lambda: StateGraph(S).add_node("a", n).compile())
attempt("interrupt missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").compile(interrupt_before=["ghost"]))
attempt("interrupt after missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").compile(interrupt_after=["ghost"]))
attempt("reserved", lambda: StateGraph(S).add_node("__end__", n))
attempt("dup node", lambda: StateGraph(S).add_node("a", n).add_node("a", n))
attempt("join missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").add_edge(["a", "ghost"], END).compile())
attempt("entry missing", lambda: StateGraph(S).add_node("a", n).set_entry_point("ghost").compile())
attempt("finish missing", lambda: StateGraph(S).add_node("a", n).add_edge(START, "a").set_finish_point("ghost").compile())
