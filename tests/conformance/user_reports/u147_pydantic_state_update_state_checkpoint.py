# https://github.com/langchain-ai/langgraph/issues/4866 (round 2) : pydantic state with nested models through a checkpointer: get_state types, update_state with model, history values
from typing import Annotated, Optional
import operator
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class Item(BaseModel):
    name: str
    qty: int = 1
class State(BaseModel):
    items: Annotated[list[Item], operator.add] = Field(default_factory=list)
    best: Optional[Item] = None

def add(s: State): return {"items": [Item(name="apple", qty=3)]}
def pick(s: State):
    print("pick sees", [type(i).__name__ for i in s.items])
    return {"best": max(s.items, key=lambda i: i.qty)}
b = StateGraph(State); b.add_node("add", add); b.add_node("pick", pick)
b.add_edge(START, "add"); b.add_edge("add", "pick"); b.add_edge("pick", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": [{"name": "pear", "qty": 5}]}, cfg)
print(out)
st = g.get_state(cfg)
print(type(st.values["best"]).__name__, st.values)
g.update_state(cfg, {"items": [Item(name="kiwi", qty=9)]})
print(g.get_state(cfg).values)
g.update_state(cfg, State(best=Item(name="fig")))
print(g.get_state(cfg).values)
print(g.invoke(None, cfg))
