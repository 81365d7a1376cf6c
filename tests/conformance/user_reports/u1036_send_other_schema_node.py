# https://github.com/langchain-ai/langgraph/issues/928 : Send to a node declaring its own input schema (a TypedDict, a pydantic model) with a payload missing fields, with extra fields and with the wrong type; what the node receives and the errors
from typing import Annotated
import operator
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
class Item(TypedDict):
    item: str
class PItem(BaseModel):
    item: str
    n: int = 0
def worker(s: Item):
    return {"out": [repr(s)]}
def pworker(s: PItem):
    return {"out": [repr(s)]}
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
def g(payloads, node):
    b = StateGraph(S)
    b.add_node("w", worker if node == "td" else pworker)
    b.add_conditional_edges(START, lambda s: [Send("w", p) for p in payloads], ["w"])
    return b.compile()
show("td ok", lambda: g([{"item": "x"}], "td").invoke({"items": [], "out": []}))
show("td missing", lambda: g([{}], "td").invoke({"items": [], "out": []}))
show("td extra", lambda: g([{"item": "x", "zzz": 1}], "td").invoke({"items": [], "out": []}))
show("td not dict", lambda: g(["x"], "td").invoke({"items": [], "out": []}))
show("pyd ok", lambda: g([{"item": "x", "n": 2}], "py").invoke({"items": [], "out": []}))
show("pyd missing", lambda: g([{"n": 2}], "py").invoke({"items": [], "out": []}))
show("pyd wrong type", lambda: g([{"item": "x", "n": "many"}], "py").invoke({"items": [], "out": []}))
show("pyd instance", lambda: g([PItem(item="y")], "py").invoke({"items": [], "out": []}))
show("pyd extra", lambda: g([{"item": "x", "zzz": 1}], "py").invoke({"items": [], "out": []}))
