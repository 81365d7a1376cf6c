# https://github.com/langchain-ai/langgraph/issues/1662 , Optional field reports : a node writing None to Optional fields (TypedDict, dataclass, pydantic), update_state with None, values / updates chunks
from dataclasses import dataclass
from typing import Optional
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class T(TypedDict):
    a: Optional[str]
    b: Optional[int]
@dataclass
class D:
    a: Optional[str] = "x"
    b: Optional[int] = 1
class P(BaseModel):
    a: Optional[str] = "x"
    b: Optional[int] = 1
for schema, inp in ((T, {"a": "x", "b": 1}), (D, {}), (P, {})):
    g = StateGraph(schema).add_node("n", lambda s: {"a": None}).add_node("m", lambda s: {"b": None}).add_edge(START, "n").add_edge("n", "m").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": schema.__name__}}
    print(schema.__name__, list(g.stream(inp, cfg, stream_mode=["values", "updates"])))
    g.update_state(cfg, {"a": "back"})
    print(g.get_state(cfg).values)
    g.update_state(cfg, {"a": None})
    print(g.get_state(cfg).values)
