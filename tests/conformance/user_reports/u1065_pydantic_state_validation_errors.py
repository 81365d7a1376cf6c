# https://github.com/langchain-ai/langgraph/issues/6607 : a pydantic state's validation errors: bad graph input (type, text head, error count), a node returning a wrong-typed update, a field validator raising, and a model_validator(mode="after") raising on a node's update: where each raises and the text's first lines
from pydantic import BaseModel, field_validator, model_validator
from langgraph.graph import StateGraph, START, END
class S(BaseModel):
    n: int
    name: str = "x"
    @field_validator("name")
    @classmethod
    def no_bang(cls, v):
        if "!" in v:
            raise ValueError("no bangs")
        return v
    @model_validator(mode="after")
    def small(self):
        if self.n > 100:
            raise ValueError("n too big")
        return self
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        lines = str(e).splitlines()
        print(label, type(e).__name__, lines[:3], getattr(e, "error_count", lambda: None)())
def g(update):
    b = StateGraph(S); b.add_node("n", lambda s: update); b.add_edge(START, "n")
    return b.compile()
show("bad input type", lambda: g({}).invoke({"n": "many"}))
show("missing input", lambda: g({}).invoke({"name": "a"}))
show("input validator", lambda: g({}).invoke({"n": 1, "name": "a!"}))
show("input model validator", lambda: g({}).invoke({"n": 101}))
show("node bad type", lambda: g({"n": "many"}).invoke({"n": 1}))
show("node validator", lambda: g({"name": "b!"}).invoke({"n": 1}))
show("node model validator", lambda: g({"n": 500}).invoke({"n": 1}))
show("ok", lambda: g({"n": 5}).invoke({"n": 1}))
