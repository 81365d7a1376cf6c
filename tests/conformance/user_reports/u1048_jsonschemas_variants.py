# https://github.com/langchain-ai/langgraph/pull/1036 : get_input_jsonschema / get_output_jsonschema / get_context_jsonschema / config_schema().model_json_schema() for a state with Optional, Literal, a nested TypedDict, NotRequired, a list of messages with add_messages, a default-less dataclass context and a pydantic context with defaults
from dataclasses import dataclass
from typing import Annotated, Literal, Optional
import json
from pydantic import BaseModel, Field
from typing_extensions import TypedDict, NotRequired
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
class Inner(TypedDict):
    x: int
class S(TypedDict):
    mode: Literal["a", "b"]
    maybe: Optional[str]
    inner: Inner
    extra: NotRequired[int]
    messages: Annotated[list, add_messages]
@dataclass
class DCtx:
    user: str
    level: int = 1
class PCtx(BaseModel):
    user: str = Field(default="anon", description="who")
    tags: list[str] = []
def dump(x):
    print(json.dumps(x, sort_keys=True, default=str))
for ctx in [None, DCtx, PCtx]:
    b = StateGraph(S, context_schema=ctx)
    b.add_node("n", lambda s: {}); b.add_edge(START, "n")
    g = b.compile()
    dump(g.get_input_jsonschema())
    dump(g.get_output_jsonschema())
    dump(g.get_context_jsonschema())
    dump(g.config_schema().model_json_schema())
