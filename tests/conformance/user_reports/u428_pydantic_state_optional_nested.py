# https://github.com/langchain-ai/langgraph/issues/1977 , pydantic state reports : pydantic state with Optional fields left None, nested pydantic model updated with a dict vs model, a reducer on a pydantic field, checkpointer round trip and update_state
import operator
from typing import Annotated, Optional
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class Profile(BaseModel):
    name: str = "anon"
    age: Optional[int] = None
class S(BaseModel):
    profile: Profile = Field(default_factory=Profile)
    items: Annotated[list[int], operator.add] = Field(default_factory=list)
    flag: Optional[bool] = None

seen = []
def a(s: S):
    seen.append((type(s.profile).__name__, s.profile.name, s.items, s.flag))
    return {"profile": Profile(name="ann", age=3), "items": [1]}
def b(s: S):
    seen.append((type(s.profile).__name__, s.profile.name, s.profile.age, s.items))
    return {"profile": {"name": "bob"}, "items": [2], "flag": True}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({}, cfg)
print({k: (repr(v)) for k, v in out.items()})
print(seen)
st = g.get_state(cfg)
print({k: repr(v) for k, v in st.values.items()})
g.update_state(cfg, {"items": [9], "profile": {"name": "zed", "age": 1}})
print({k: repr(v) for k, v in g.get_state(cfg).values.items()})
print(list(g.stream({"items": [5]}, {"configurable": {"thread_id": "2"}}, stream_mode="updates")))
