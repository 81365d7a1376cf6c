# https://github.com/langchain-ai/langgraph/pull/1036 : JSON schemas of a dataclass state with defaults / default_factory / Optional, of a pydantic state with Field(description, alias, ge), and of a nested pydantic model field; input and output schemas and the title of each
import json
from dataclasses import dataclass, field
from typing import Optional
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END
class Addr(BaseModel):
    city: str
@dataclass
class DC:
    q: str
    n: int = 2
    tags: list = field(default_factory=list)
    note: Optional[str] = None
class PM(BaseModel):
    q: str = Field(description="the question")
    n: int = Field(default=1, ge=0)
    addr: Optional[Addr] = None
    nick: str = Field(default="a", alias="nickname")
for schema in [DC, PM]:
    b = StateGraph(schema); b.add_node("x", lambda s: {}); b.add_edge(START, "x")
    g = b.compile()
    print(json.dumps(g.get_input_jsonschema(), sort_keys=True))
    print(json.dumps(g.get_output_jsonschema(), sort_keys=True))
