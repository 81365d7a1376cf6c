# https://github.com/langchain-ai/langgraph/issues/3617 : add_sequence's errors and forms: an empty list, a duplicated name, a node name already in the graph, lambdas without names, a (name, node) tuple mixed with functions; error types and messages and the graph built
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def one(s): return {"v": s["v"] + 1}
def two(s): return {"v": s["v"] * 2}
def attempt(label, fn):
    try:
        out = fn()
        print(label, "ok", out)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
attempt("empty", lambda: StateGraph(S).add_sequence([]))
attempt("dup", lambda: StateGraph(S).add_sequence([one, one]))
attempt("exists", lambda: StateGraph(S).add_node("one", two).add_sequence([one]))
attempt("lambda", lambda: sorted(StateGraph(S).add_sequence([lambda s: {"v": 1}, two]).nodes))
attempt("mixed", lambda: StateGraph(S).add_sequence([("first", one), two]).add_edge(START, "first").compile().invoke({"v": 3}))
attempt("names", lambda: sorted(StateGraph(S).add_sequence([("a", one), ("b", two)]).edges))
attempt("start name", lambda: StateGraph(S).add_sequence([("__start__", one)]))
attempt("bad item", lambda: StateGraph(S).add_sequence([("a", one, 3)]))
from langchain_core.runnables import RunnableLambda
class Triple:
    def __call__(self, s): return {"v": s["v"] * 3}
inner = StateGraph(S).add_node("one", one).add_edge(START, "one").compile(name="inner")
attempt("unnamed kinds", lambda: list(StateGraph(S).add_sequence([RunnableLambda(two, name="doubler"), Triple(), inner]).nodes))
attempt("int item", lambda: StateGraph(S).add_sequence([one, 5]))
