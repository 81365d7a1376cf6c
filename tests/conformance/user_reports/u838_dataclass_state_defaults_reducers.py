# https://github.com/langchain-ai/langgraph/issues/6569 , https://github.com/langchain-ai/langgraph/issues/5225 : a dataclass state with plain defaults, default_factory, Annotated reducers with and without defaults and an Optional reducer field: what nodes receive on a partial input, the output dict, a checkpointed second turn, update_state, and a missing required field
import operator
from dataclasses import dataclass, field
from typing import Annotated, Optional
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
def keep_last(a, b):
    return b if b is not None else a
@dataclass
class S:
    query: str
    count: Annotated[int, operator.add] = 5
    tags: Annotated[list, operator.add] = field(default_factory=lambda: ["seed"])
    mode: str = "fast"
    maybe: Annotated[Optional[int], keep_last] = 7
    notes: list = field(default_factory=list)
seen = []
def node(s: S):
    seen.append((type(s).__name__, s.query, s.count, s.tags, s.mode, s.maybe, s.notes))
    return {"count": 1, "tags": ["n"], "notes": s.notes + ["x"]}
g = StateGraph(S); g.add_node("node", node); g.add_edge(START, "node"); g.add_edge("node", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "d"}}
print(app.invoke({"query": "q"}, cfg))
print(app.invoke({"query": "q2", "count": 10}, cfg))
print(app.invoke(S(query="obj"), {"configurable": {"thread_id": "o"}}))
app.update_state(cfg, {"tags": ["upd"], "maybe": None})
print(app.get_state(cfg).values)
for s in seen:
    print(s)
try:
    print(g.compile().invoke({"count": 1}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e).splitlines()[0])
print(seen[-1])
