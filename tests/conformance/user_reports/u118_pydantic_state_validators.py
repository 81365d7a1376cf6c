# https://github.com/langchain-ai/langgraph/issues/1977 , docs#572 (round 2) : pydantic state with defaults, field/model validators, coercion, update_state
from typing import Annotated
import operator
from pydantic import BaseModel, Field, field_validator, model_validator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(BaseModel):
    name: str = "anon"
    count: int = 0
    tags: Annotated[list[str], operator.add] = Field(default_factory=list)
    note: str | None = None

    @field_validator("name")
    @classmethod
    def upper(cls, v):
        return v.upper()

    @model_validator(mode="after")
    def check(self):
        if self.count < 0:
            raise ValueError("count must be >= 0")
        return self

def n1(s: State):
    print("n1 sees", repr(s))
    return {"count": s.count + 1, "tags": ["n1"], "name": "bob"}
def n2(s: State):
    print("n2 sees", repr(s))
    return {"count": "7", "tags": ["n2"]}

b = StateGraph(State); b.add_node("n1", n1); b.add_node("n2", n2)
b.add_edge(START, "n1"); b.add_edge("n1", "n2"); b.add_edge("n2", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"name": "al"}, cfg))
print(g.invoke(State(name="zed", count=2), {"configurable": {"thread_id": "2"}}))
for c in g.stream({}, {"configurable": {"thread_id": "3"}}, stream_mode=["values", "updates"]):
    print(c)
try:
    g.invoke({"count": -5}, {"configurable": {"thread_id": "4"}})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    g.invoke({"count": "abc"}, {"configurable": {"thread_id": "5"}})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
g.update_state(cfg, {"name": "upd", "tags": ["u"]})
print(g.get_state(cfg).values)
print(g.get_input_jsonschema()["properties"].keys(), g.get_output_jsonschema().get("title"))
