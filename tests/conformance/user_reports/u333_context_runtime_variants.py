# https://github.com/langchain-ai/langgraph/pull/5243 , #6046 , #6370 : context_schema variants (dataclass, pydantic, TypedDict), defaults, Send workers, get_runtime() in a router, config_schema deprecation, get_context_jsonschema
import warnings
from dataclasses import dataclass, field
from typing import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime
from langgraph.types import Send

@dataclass
class DC:
    user: str = "anon"
    tags: list = field(default_factory=list)
class PM(BaseModel):
    user: str = "anon"
    level: int = 1
class TD(TypedDict):
    user: str

class S(TypedDict, total=False):
    seen: list
    item: str

def build(ctx_schema):
    def start(state, runtime: Runtime):
        return {"seen": [("start", repr(runtime.context))]}
    def fan(state):
        r = get_runtime()
        return [Send("worker", {"item": f"{i}-{type(r.context).__name__}"}) for i in range(2)]
    def worker(state, runtime: Runtime):
        return {"seen": [("worker", state["item"], repr(runtime.context))]}
    class SS(TypedDict, total=False):
        seen: __import__("typing").Annotated[list, __import__("operator").add]
        item: str
    b = StateGraph(SS, context_schema=ctx_schema)
    b.add_node("start", start); b.add_node("worker", worker)
    b.add_edge(START, "start"); b.add_conditional_edges("start", fan, ["worker"])
    return b.compile()
for schema, ctxs in ((DC, [None, {"user": "x"}, DC("y")]), (PM, [None, {"user": "x", "level": "3"}, PM(user="y")]), (TD, [None, {"user": "x"}])):
    g = build(schema)
    for ctx in ctxs:
        try:
            out = g.invoke({"seen": []}, context=ctx)
            print(schema.__name__, repr(ctx), sorted(map(str, out["seen"])))
        except Exception as e:
            print(schema.__name__, repr(ctx), "raised", type(e).__name__, str(e).splitlines()[0])
    try:
        print("  schema", build(schema).get_context_jsonschema())
    except Exception as e:
        print("  schema raised", type(e).__name__, e)
try:
    build(PM).invoke({"seen": []}, context={"level": "not-int"})
except Exception as e:
    print("bad pydantic", type(e).__name__)
