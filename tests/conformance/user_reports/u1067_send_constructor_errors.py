# https://github.com/langchain-ai/langgraph/issues/928 : Send built wrongly: Send("a") with no arg, Send(node=3, arg=...), Send to END / START, a branch returning a tuple of Sends, a Send whose arg is None; Send's repr / equality / hash: errors and results
from typing import Annotated
import operator
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    out: Annotated[list, operator.add]
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
show("no arg", lambda: Send("a"))
print(repr(Send("a", {"x": 1})), Send("a", 1) == Send("a", 1), Send("a", 1) == Send("a", 2))
show("hash", lambda: hash(Send("a", 1)) == hash(Send("a", 1)))
show("hash dict arg", lambda: hash(Send("a", {"x": 1})))
def g(path):
    b = StateGraph(S); b.add_node("w", lambda s: {"out": [repr(s)]})
    b.add_conditional_edges(START, path)
    return b.compile()
show("to END", lambda: g(lambda s: [Send(END, {"out": []})]).invoke({"out": []}))
show("to START", lambda: g(lambda s: [Send(START, {"out": []})]).invoke({"out": []}))
show("int node", lambda: g(lambda s: [Send(3, {"out": []})]).invoke({"out": []}))
show("tuple of sends", lambda: g(lambda s: (Send("w", {"out": [1]}), Send("w", {"out": [2]}))).invoke({"out": []}))
show("none arg", lambda: g(lambda s: [Send("w", None)]).invoke({"out": []}))
show("single send", lambda: g(lambda s: Send("w", {"out": []})).invoke({"out": []}))
