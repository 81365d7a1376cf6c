# https://github.com/langchain-ai/langgraph/issues/6491 : a pydantic state with a field_validator, a model_validator, an alias, extra="forbid", nested models updated by dict and by instance: which inputs and node updates raise, what values/updates modes show, and the v2 invoke output type
import operator
from typing import Annotated, Optional
from pydantic import BaseModel, Field, field_validator, model_validator, ConfigDict
from langgraph.graph import StateGraph, START
class P(BaseModel):
    a: int = 0
    b: Annotated[list[str], operator.add] = Field(default_factory=list)
    c: Optional[str] = None
    @field_validator("a")
    @classmethod
    def pos(cls, v):
        if v < 0:
            raise ValueError("a must be >= 0")
        return v
def run(label, schema, fn, inp):
    g = StateGraph(schema); g.add_node("n", fn); g.add_edge(START, "n")
    try:
        app = g.compile()
        print(label, app.invoke(inp), list(app.stream(inp, stream_mode="updates")))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
run("ok", P, lambda s: {"a": s.a + 1, "b": ["n"]}, {"a": 1})
run("model in", P, lambda s: {"a": s.a + 1}, P(a=2, c="x"))
run("bad in", P, lambda s: {}, {"a": -1})
run("bad update", P, lambda s: {"a": -5}, {"a": 1})
run("unknown key", P, lambda s: {}, {"zz": 1})
class PF(BaseModel):
    model_config = ConfigDict(extra="forbid")
    a: int = 0
run("forbid", PF, lambda s: {"a": 1}, {"a": 1})
class PA(BaseModel):
    a: int = Field(default=0, alias="A")
run("alias a", PA, lambda s: {"a": s.a + 1}, {"a": 1})
run("alias A", PA, lambda s: {"a": s.a + 1}, {"A": 1})
class PM(BaseModel):
    a: int = 0
    @model_validator(mode="after")
    def chk(self):
        if self.a > 5:
            raise ValueError("too big")
        return self
run("model_validator", PM, lambda s: {"a": s.a + 5}, {"a": 1})
class Nested(BaseModel):
    x: int = 0
class PN(BaseModel):
    inner: Nested = Field(default_factory=Nested)
    items: list[Nested] = Field(default_factory=list)
run("nested dict", PN, lambda s: {"inner": {"x": s.inner.x + 1}, "items": [{"x": 1}]}, {"inner": {"x": 1}})
run("nested obj", PN, lambda s: {"inner": Nested(x=7)}, {})
g = StateGraph(P); g.add_node("n", lambda s: {"a": 3}); g.add_edge(START, "n")
print(g.compile().invoke({"a": 1}, version="v2"))
