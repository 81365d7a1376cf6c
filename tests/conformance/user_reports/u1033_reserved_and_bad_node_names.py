# https://github.com/langchain-ai/langgraph/issues/593 : add_node with reserved and odd names (START, END, "__start__", "", " ", names with ':' '|' '/', a non-string, a duplicate, a name equal to a state key) and add_node with no action or a non-callable: error types and full texts
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
def n(s): return {}
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", sorted(r.nodes) if hasattr(r, "nodes") else r)
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
for name in [START, END, "__start__", "", " ", "a:b", "a|b", "a/b", "a.b", "v", "__pregel_x", "branch:to:a", "ns"]:
    show(repr(name), lambda name=name: StateGraph(S).add_node(name, n))
show("int name", lambda: StateGraph(S).add_node(3, n))
show("dup", lambda: StateGraph(S).add_node("a", n).add_node("a", n))
show("dup by fn name", lambda: StateGraph(S).add_node(n).add_node(n))
def type_only(label, fn):
    try:
        fn()
    except Exception as e:
        print(label, type(e).__name__)
type_only("no action str", lambda: StateGraph(S).add_node("a"))
show("non callable", lambda: StateGraph(S).add_node("a", 5))
type_only("none action", lambda: StateGraph(S).add_node("a", None))
show("lambda no name", lambda: StateGraph(S).add_node(lambda s: {}))
show("compiled then add", lambda: (lambda b: (b.compile(), b.add_node("late", n)))(StateGraph(S).add_node("a", n).add_edge(START, "a"))[1])
