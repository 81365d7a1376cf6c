# https://github.com/langchain-ai/langgraph/issues/1316 , #2170 , #748 : more graph-building mistakes and their errors: node names that clash with state keys, reserved or odd names (':' '|' '' START/END, int), edges from END / to START, unknown nodes in edges / path maps / entry points, a join list with END, a graph with no entry, StateGraph without a schema, duplicate edges and branches, compile interrupt lists, add_sequence oddities
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def f(s): return {"log": ["f"]}
def attempt(label, build):
    try:
        g = build()
        out = g.compile() if isinstance(g, StateGraph) else g
        print(label, "ok", sorted(out.nodes) if hasattr(out, "nodes") else out)
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).split("\n")[0])
def base():
    g = StateGraph(S); g.add_node("a", f); g.add_edge(START, "a"); return g
attempt("node_named_like_key", lambda: (lambda g: (g.add_node("x", f), g.add_edge("a", "x"), g)[-1])(base()))
for bad in ["a:b", "a|b", "", START, END, "__interrupt__", "__pregel_tasks", "branch:to:a"]:
    attempt(f"name {bad!r}", lambda bad=bad: (lambda g: (g.add_node(bad, f), g)[-1])(base()))
attempt("int name", lambda: (lambda g: (g.add_node(3, f), g)[-1])(base()))
attempt("edge from END", lambda: (lambda g: (g.add_edge(END, "a"), g)[-1])(base()))
attempt("edge to START", lambda: (lambda g: (g.add_edge("a", START), g)[-1])(base()))
attempt("edge unknown target", lambda: (lambda g: (g.add_edge("a", "zz"), g)[-1])(base()))
attempt("edge unknown source", lambda: (lambda g: (g.add_edge("zz", "a"), g)[-1])(base()))
attempt("join with END", lambda: (lambda g: (g.add_node("b", f), g.add_edge(["a", END], "b"), g)[-1])(base()))
attempt("join with START", lambda: (lambda g: (g.add_node("b", f), g.add_edge([START, "a"], "b"), g)[-1])(base()))
attempt("join unknown", lambda: (lambda g: (g.add_node("b", f), g.add_edge(["a", "q"], "b"), g)[-1])(base()))
attempt("path_map unknown", lambda: (lambda g: (g.add_conditional_edges("a", lambda s: "k", {"k": "nowhere"}), g)[-1])(base()))
attempt("path_map list unknown", lambda: (lambda g: (g.add_conditional_edges("a", lambda s: "k", ["k"]), g)[-1])(base()))
attempt("branch from unknown", lambda: (lambda g: (g.add_conditional_edges("zz", lambda s: "a"), g)[-1])(base()))
attempt("entry unknown", lambda: (lambda g: (g.set_entry_point("zz"), g)[-1])(base()))
attempt("finish unknown", lambda: (lambda g: (g.set_finish_point("zz"), g)[-1])(base()))
attempt("no entry", lambda: (lambda g: (g.add_node("a", f), g)[-1])(StateGraph(S)))
attempt("empty graph", lambda: StateGraph(S))
attempt("no schema", lambda: StateGraph())
attempt("dup edge", lambda: (lambda g: (g.add_node("b", f), g.add_edge("a", "b"), g.add_edge("a", "b"), g)[-1])(base()))
attempt("dup START edge", lambda: (lambda g: (g.add_edge(START, "a"), g)[-1])(base()))
attempt("interrupt unknown", lambda: base().compile(interrupt_before=["zz"]))
attempt("interrupt after unknown", lambda: base().compile(interrupt_after=["a", "zz"]))
attempt("interrupt START", lambda: base().compile(interrupt_before=[START]))
attempt("interrupt END", lambda: base().compile(interrupt_after=[END]))
attempt("sequence dup", lambda: StateGraph(S).add_sequence([f, f]))
attempt("sequence named pairs", lambda: StateGraph(S).add_sequence([("p", f), ("q", f)]).add_edge(START, "p"))
attempt("node after compile", lambda: (lambda g: (g.compile(), g.add_node("late", f), g)[-1])(base()))
attempt("finish via END", lambda: (lambda g: (g.set_finish_point("a"), g.add_edge("a", END), g)[-1])(base()))
