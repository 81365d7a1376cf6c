# https://github.com/langchain-ai/langgraph/issues/4866 , PR 380 : pydantic state with field validators, defaults, model validator, nested model; validation error on input; node return not re-validated vs validated; output
from typing import Optional
from pydantic import BaseModel, Field, field_validator, model_validator
from langgraph.graph import StateGraph, START, END

class Inner(BaseModel):
    x: int = 1

class S(BaseModel):
    name: str
    score: int = Field(default=0, ge=0)
    tags: list[str] = Field(default_factory=list)
    inner: Inner = Field(default_factory=Inner)
    note: Optional[str] = None

    @field_validator("name")
    @classmethod
    def up(cls, v):
        return v.upper()

    @model_validator(mode="after")
    def chk(self):
        if self.note == "boom":
            raise ValueError("note boom")
        return self

seen = []
def a(s: S):
    seen.append((type(s).__name__, s.name, s.score, s.tags, type(s.inner).__name__, s.inner.x))
    return {"name": "bob", "score": 3, "inner": {"x": 5}}
def b(s: S):
    seen.append((s.name, s.score, type(s.inner).__name__, s.inner.x))
    return {"tags": ["t"]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile()
print(g.invoke({"name": "ann"}))
print(seen)
print(list(g.stream({"name": "cy"}, stream_mode="updates")))
for bad in ({"name": "x", "score": -1}, {"score": 2}, {"name": "x", "note": "boom"}):
    try:
        g.invoke(bad)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0][:90])
def c(s: S):
    return {"score": -5}
g2 = StateGraph(S).add_node("c", c).add_edge(START, "c").compile()
try:
    print(g2.invoke({"name": "z"}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:90])
