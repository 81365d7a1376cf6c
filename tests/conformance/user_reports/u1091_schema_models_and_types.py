# https://github.com/langchain-ai/langgraph/pull/380 : InputType / OutputType of a compiled graph, get_input_schema(config) / get_output_schema(config) with a config, their model_json_schema titles, the schemas of a graph with output_schema given as a pydantic model, and get_context_jsonschema() with no context schema
import json
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    q: str
    a: str
class Out(BaseModel):
    a: str
b = StateGraph(S, output_schema=Out); b.add_node("n", lambda s: {"a": s["q"] * 2}); b.add_edge(START, "n")
g = b.compile()
def name(t): return getattr(t, "__name__", repr(t))
print(name(g.InputType), name(g.OutputType))
cfg = {"configurable": {"x": 1}}
print(name(g.get_input_schema(cfg)), name(g.get_output_schema(cfg)))
print(json.dumps(g.get_input_schema(cfg).model_json_schema(), sort_keys=True))
print(json.dumps(g.get_output_schema().model_json_schema(), sort_keys=True))
print(g.get_context_jsonschema())
r = g.invoke({"q": "x"})
print(type(r).__name__, r)
