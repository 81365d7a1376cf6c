# https://github.com/langchain-ai/langgraph/issues/5383 : get_input_jsonschema / get_output_jsonschema / get_context_jsonschema for a TypedDict state with input/output schemas, NotRequired and managed keys, a reducer key, a dataclass context, a pydantic state with Literal and described fields, and the graph name's (non-)effect on titles
import json, operator
from typing import Annotated, Literal
from typing_extensions import TypedDict, NotRequired
from dataclasses import dataclass
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.managed import RemainingSteps
class In(TypedDict):
    q: str
    n: NotRequired[int]
class Out(TypedDict):
    ans: str
class All(TypedDict):
    q: str
    n: NotRequired[int]
    ans: str
    rs: RemainingSteps
    log: Annotated[list[str], operator.add]
@dataclass
class Ctx:
    user: str = "u"
    n: int = 0
class P(BaseModel):
    a: int = 0
    b: list[str] = Field(default_factory=list, description="the b")
    c: Literal["x", "y"] = "x"
def compiled(schema, **kw):
    g = StateGraph(schema, **kw); g.add_node("n", lambda s: {}); g.add_edge(START, "n")
    return g.compile()
def dump(x):
    return json.dumps(x, sort_keys=True)
io = compiled(All, input_schema=In, output_schema=Out)
print(dump(io.get_input_jsonschema())); print(dump(io.get_output_jsonschema()))
full = compiled(All, context_schema=Ctx)
print(dump(full.get_input_jsonschema())); print(dump(full.get_context_jsonschema()))
print(compiled(All).get_context_jsonschema())
pyd = compiled(P)
print(dump(pyd.get_input_jsonschema())); print(dump(pyd.get_output_jsonschema()))
print(compiled(MessagesState).get_input_jsonschema()["title"])
g = StateGraph(All); g.add_node("n", lambda s: {}); g.add_edge(START, "n")
print(g.compile(name="my").get_input_jsonschema()["title"], g.compile(name="my").get_name())
