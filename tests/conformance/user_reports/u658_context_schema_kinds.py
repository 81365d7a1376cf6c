# https://github.com/langchain-ai/langgraph/issues/6370 , PR 5243 : context_schema as a pydantic model (dict given: coerced? validated?), as a dataclass with a dict given, extra keys, wrong types; context jsonschema
from dataclasses import dataclass
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
class PCtx(BaseModel):
    user: str
    level: int = 0
@dataclass
class DCtx:
    user: str
    level: int = 0
class S(TypedDict):
    out: list
def node(s, runtime: Runtime):
    c = runtime.context
    return {"out": [type(c).__name__, c if not hasattr(c, "__dict__") else {k: v for k, v in vars(c).items() if not k.startswith("_")}]}
for schema in (PCtx, DCtx):
    g = StateGraph(S, context_schema=schema).add_node("n", node).add_edge(START, "n").compile()
    for ctx in ({"user": "a"}, {"user": "b", "level": "3"}, {"user": "c", "extra": 1}, schema(user="d"), {"level": 1}):
        try:
            print(schema.__name__, g.invoke({"out": []}, context=ctx)["out"])
        except Exception as e:
            print(schema.__name__, "raised", type(e).__name__, str(e).splitlines()[0][:80])
    print(g.get_context_jsonschema())
