# https://github.com/langchain-ai/langgraph/issues/1909 : a pydantic state with a nested model field, an Annotated[list, operator.add] of nested models, a dict[str, Model] merged by a reducer, and Optional nested models; what nodes see (types), what invoke returns, and update_state with dicts for the nested models
import operator
from typing import Annotated, Optional
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Item(BaseModel):
    name: str
    qty: int = 1
class Addr(BaseModel):
    city: str
def merge_map(a, b): return {**(a or {}), **(b or {})}
class S(BaseModel):
    addr: Optional[Addr] = None
    items: Annotated[list[Item], operator.add] = []
    index: Annotated[dict[str, Item], merge_map] = {}
def n1(s):
    print("n1", type(s.addr).__name__, [type(i).__name__ for i in s.items])
    return {"items": [Item(name="b", qty=2)], "index": {"b": Item(name="b")}, "addr": {"city": "Oslo"}}
def n2(s):
    print("n2", type(s.addr).__name__, s.addr, [(type(i).__name__, i.name) for i in s.items], {k: type(v).__name__ for k, v in s.index.items()})
    return {"items": [{"name": "c"}]}
g = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": [{"name": "a"}], "index": {"a": {"name": "a"}}}, cfg)
print("out", {k: (type(v).__name__, v) for k, v in out.items()})
g.update_state(cfg, {"items": [{"name": "d", "qty": 4}], "addr": {"city": "Rome"}}, as_node="n2")
st = g.get_state(cfg).values
print("state", {k: (type(v).__name__, v) for k, v in st.items()})
