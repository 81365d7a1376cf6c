# https://github.com/langchain-ai/langgraph/pull/377 : context_schema given as a TypedDict, a dataclass and a pydantic model: get_context_jsonschema, config_schema() / get_config_jsonschema() with and without include, config_specs names; and context passed of the wrong kind at run time (a dict for a dataclass schema, a missing field)
import json
from dataclasses import dataclass
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
class S(TypedDict):
    out: str
class TDC(TypedDict):
    user: str
@dataclass
class DCC:
    user: str
    level: int = 1
class PMC(BaseModel):
    user: str
def node(s, runtime: Runtime):
    return {"out": repr(runtime.context)}
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
for ctx in [TDC, DCC, PMC]:
    b = StateGraph(S, context_schema=ctx); b.add_node("n", node); b.add_edge(START, "n")
    g = b.compile()
    print(ctx.__name__, json.dumps(g.get_context_jsonschema(), sort_keys=True))
    print(" ", json.dumps(g.get_config_jsonschema(), sort_keys=True))
    print(" ", json.dumps(g.config_schema(include=["tags"]).model_json_schema(), sort_keys=True))
    print(" ", [s.id for s in g.config_specs])
    show("  dict ctx", lambda: g.invoke({"out": ""}, context={"user": "u"}))
    show("  missing", lambda: g.invoke({"out": ""}, context={}))
    show("  none", lambda: g.invoke({"out": ""}))
