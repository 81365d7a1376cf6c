# https://github.com/langchain-ai/langgraph/issues/2644 : Command(graph=Command.PARENT) returned at the top level, Command(graph="some_name"), Command with goto and no update, Command(update=...) with a non-dict, a Command returned from a conditional path function: errors and outputs
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.errors import ParentCommand
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, isinstance(e, ParentCommand))
        print("  " + "\n  ".join(str(e).splitlines()[:3]))
def g(ret):
    b = StateGraph(S)
    b.add_node("a", lambda s: ret); b.add_node("b", lambda s: {"v": s["v"] + 10})
    b.add_edge(START, "a")
    return b.compile()
show("parent top", lambda: g(Command(graph=Command.PARENT, goto="b", update={"v": 1})).invoke({"v": 0}))
show("named graph", lambda: g(Command(graph="other", goto="b")).invoke({"v": 0}))
show("goto only", lambda: g(Command(goto="b")).invoke({"v": 0}))
show("update list", lambda: g(Command(update=[("v", 4)])).invoke({"v": 0}))
show("update tuple list goto", lambda: g(Command(update=[("v", 4)], goto="b")).invoke({"v": 0}))
show("update str", lambda: g(Command(update="v")).invoke({"v": 0}))
show("update bad key", lambda: g(Command(update={"zz": 1})).invoke({"v": 0}))
show("list of commands", lambda: g([Command(update={"v": 1}), Command(goto="b")]).invoke({"v": 0}))
b = StateGraph(S)
b.add_node("a", lambda s: {"v": 1}); b.add_node("b", lambda s: {"v": s["v"] + 10})
b.add_edge(START, "a"); b.add_conditional_edges("a", lambda s: Command(goto="b"))
show("command from path", lambda: b.compile().invoke({"v": 0}))
print(repr(Command(graph=Command.PARENT, goto="x")), Command.PARENT)
