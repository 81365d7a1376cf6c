# https://github.com/langchain-ai/langgraph/pull/5689 : what runtime.context a node receives for each way of giving it: a dict to a dataclass / pydantic / TypedDict context_schema, the schema instance itself, nothing (defaults? None?), context to a graph without context_schema, an unknown key, and the error when a required field is missing
from dataclasses import dataclass
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
@dataclass
class DC:
    user: str
    lang: str = "en"
class PM(BaseModel):
    user: str
    lang: str = "en"
class TD(TypedDict):
    user: str
class S(TypedDict, total=False):
    seen: str
def node(s, runtime: Runtime):
    c = runtime.context
    return {"seen": "%s %r" % (type(c).__name__, c)}
for schema in (DC, PM, TD, None):
    b = StateGraph(S, context_schema=schema) if schema else StateGraph(S)
    g = b.add_node("node", node).add_edge(START, "node").compile()
    for ctx in ({"user": "ann"}, {"user": "ann", "extra": 1}, {}, None, "text",
                DC(user="dc") if schema is DC else PM(user="pm") if schema is PM else {"user": "td"}):
        try:
            print(getattr(schema, "__name__", None), repr(ctx), "->", g.invoke({}, context=ctx)["seen"])
        except Exception as e:
            print(getattr(schema, "__name__", None), repr(ctx), "-> ERR", type(e).__name__, str(e).splitlines()[0][:120])
