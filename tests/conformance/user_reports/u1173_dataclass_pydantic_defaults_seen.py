# https://github.com/langchain-ai/langgraph/issues/1587 : defaults of dataclass and pydantic state fields (plain, default_factory, Optional=None) when the input omits them: what the first node sees, what a later node sees, what invoke returns, and what get_state and the values stream hold
import dataclasses
from typing import Optional
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
@dataclasses.dataclass
class D:
    q: str
    n: int = 3
    tags: list = dataclasses.field(default_factory=lambda: ["d"])
    note: Optional[str] = None
class P(BaseModel):
    q: str
    n: int = 3
    tags: list = Field(default_factory=lambda: ["p"])
    note: Optional[str] = None
for schema in (D, P):
    seen = []
    def first(s):
        seen.append(("first", s.n, list(s.tags), s.note))
        return {"n": s.n + 1}
    def second(s):
        seen.append(("second", s.n, list(s.tags), s.note))
        return {"note": "set"}
    g = StateGraph(schema).add_node("first", first).add_node("second", second).add_edge(START, "first").add_edge("first", "second").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": schema.__name__}}
    out = g.invoke({"q": "hi"}, cfg)
    print(schema.__name__, "out", out)
    print(schema.__name__, "seen", seen)
    print(schema.__name__, "state", g.get_state(cfg).values)
    print(schema.__name__, "values", list(g.stream({"q": "x"}, {"configurable": {"thread_id": "v" + schema.__name__}}, stream_mode="values")))
