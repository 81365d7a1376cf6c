# https://github.com/langchain-ai/langgraph/issues/928 : unknown destinations at run time: Command(goto="ghost"), Send("ghost", ...), a branch without path_map returning an unknown name, a branch with path_map returning an unmapped key, a branch returning a non-string; the error types and full first lines
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
def g_cmd(goto):
    b = StateGraph(S)
    b.add_node("a", lambda s: Command(goto=goto, update={"v": 1}))
    b.add_node("b", lambda s: {"v": 2})
    b.add_edge(START, "a")
    return b.compile()
show("goto ghost", lambda: g_cmd("ghost").invoke({"v": 0}))
show("goto list ghost", lambda: g_cmd(["b", "ghost"]).invoke({"v": 0}))
show("goto send ghost", lambda: g_cmd(Send("ghost", {"v": 3})).invoke({"v": 0}))
show("goto START", lambda: g_cmd(START).invoke({"v": 0}))
def g_branch(path, path_map=None):
    b = StateGraph(S)
    b.add_node("a", lambda s: {"v": 1}); b.add_node("b", lambda s: {"v": 2})
    b.add_edge(START, "a")
    b.add_conditional_edges("a", path, path_map)
    return b.compile()
show("branch unknown", lambda: g_branch(lambda s: "ghost").invoke({"v": 0}))
show("branch unmapped", lambda: g_branch(lambda s: "nope", {"yes": "b"}).invoke({"v": 0}))
show("branch send ghost", lambda: g_branch(lambda s: [Send("ghost", {"v": 1})]).invoke({"v": 0}))
show("branch int", lambda: g_branch(lambda s: 3).invoke({"v": 0}))
show("branch none", lambda: g_branch(lambda s: None).invoke({"v": 0}))
show("branch list mapped", lambda: g_branch(lambda s: ["yes", "no"], {"yes": "b", "no": END}).invoke({"v": 0}))
