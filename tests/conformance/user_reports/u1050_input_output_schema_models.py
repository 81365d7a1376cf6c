# https://github.com/langchain-ai/langgraph/pull/380 : compiled.input_schema / output_schema / get_input_schema() / get_output_schema() model names and fields (annotation, required, default) for TypedDict, pydantic and dataclass states, and for input_schema / output_schema given separately; and model_json_schema titles
from dataclasses import dataclass, field
from typing import Optional
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class TD(TypedDict):
    q: str
    n: int
class PM(BaseModel):
    q: str
    n: int = 3
    tag: Optional[str] = None
@dataclass
class DC:
    q: str
    n: int = 0
    items: list = field(default_factory=list)
class In(TypedDict):
    q: str
class Out(BaseModel):
    n: int
def fields(model):
    if not hasattr(model, "model_fields"):
        return model
    return {k: (str(f.annotation), f.is_required(), f.default if not f.is_required() else "-") for k, f in model.model_fields.items()}
for label, kw in [("td", dict(state_schema=TD)), ("pm", dict(state_schema=PM)), ("dc", dict(state_schema=DC)), ("io", dict(state_schema=TD, input_schema=In, output_schema=Out))]:
    b = StateGraph(**kw); b.add_node("n", lambda s: {}); b.add_edge(START, "n")
    g = b.compile()
    for m in [g.input_schema, g.output_schema, g.get_input_schema(), g.get_output_schema()]:
        print(label, getattr(m, "__name__", m), fields(m))
    print(label, g.get_input_jsonschema().get("title"), g.get_output_jsonschema().get("title"))
