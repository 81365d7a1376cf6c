# https://github.com/langchain-ai/langgraph/issues/4866 , #1977 : pydantic state with a checkpointer: node returning the model, update_state with a dict and a model, validation errors on input and on update, values types in history
from typing import Annotated, Optional
import operator
from pydantic import BaseModel, Field, field_validator
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class St(BaseModel):
    count: int = 0
    tags: Annotated[list[str], operator.add] = Field(default_factory=list)
    note: Optional[str] = None
    @field_validator("count")
    @classmethod
    def non_negative(cls, v):
        if v < 0:
            raise ValueError("count must be >= 0")
        return v
def bump(s: St):
    return St(count=s.count + 1, tags=["b"])
def tag(s: St):
    return {"tags": [f"c{s.count}"], "note": "seen"}
b = StateGraph(St); b.add_node("bump", bump); b.add_node("tag", tag); b.add_edge(START, "bump"); b.add_edge("bump", "tag")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"count": 1}, cfg))
print(g.invoke(St(count=5, tags=["x"]), {"configurable": {"thread_id": "2"}}))
for bad in ({"count": -1}, {"count": "abc"}):
    try:
        g.invoke(bad, {"configurable": {"thread_id": "3"}})
    except Exception as e:
        print("invalid", type(e).__name__, str(e).splitlines()[0])
c = g.update_state(cfg, {"count": 10, "tags": ["u"]}, as_node="tag")
print(g.get_state(c).values)
try:
    g.update_state(cfg, {"count": -5}, as_node="tag")
    print("after bad update", g.get_state(cfg).values)
except Exception as e:
    print("bad update", type(e).__name__, str(e).splitlines()[0])
print([type(h.values).__name__ for h in g.get_state_history(cfg)][:3])
