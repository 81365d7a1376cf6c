# https://github.com/langchain-ai/langgraph/pull/5470 , #1662 : dataclass state with defaults and default_factory, a reducer field, partial input, node receiving the dataclass, output dict, get_state values
import operator
from dataclasses import dataclass, field
from typing import Annotated, Optional
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

@dataclass
class S:
    query: str
    count: int = 0
    notes: Annotated[list, operator.add] = field(default_factory=list)
    answer: Optional[str] = None

seen = []
def a(s: S):
    seen.append((type(s).__name__, s.query, s.count, list(s.notes), s.answer))
    return {"count": s.count + 1, "notes": ["a"]}
def b(s: S):
    seen.append((type(s).__name__, s.count, list(s.notes)))
    return {"answer": f"{s.query}:{s.count}"}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"query": "q"}, cfg))
print(g.invoke(S(query="r", count=5), cfg))
print(seen)
print(g.get_state(cfg).values)
print(list(g.stream({"query": "s"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
try:
    g.invoke({"count": 1}, {"configurable": {"thread_id": "3"}})
except Exception as e:
    print(type(e).__name__, str(e)[:100])
print(g.get_input_jsonschema()["required"] if "required" in g.get_input_jsonschema() else None)
