# https://github.com/langchain-ai/langgraph/issues/6370 (round 2) : Runtime fields in nodes and tasks (context, store, previous, stream_writer), get_runtime, execution info
from dataclasses import dataclass
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

@dataclass
class Ctx:
    user: str = "anon"
class S(TypedDict):
    v: int
def node(s, runtime: Runtime[Ctx]):
    runtime.stream_writer({"ctx": runtime.context.user, "prev": runtime.previous, "store": runtime.store is not None})
    rt = get_runtime(Ctx)
    return {"v": s["v"] + 1 + (rt.context.user == "bob")}
b = StateGraph(S, context_schema=Ctx); b.add_node("node", node); b.add_edge(START, "node"); b.add_edge("node", END)
g = b.compile(checkpointer=InMemorySaver(), store=InMemoryStore())
cfg = {"configurable": {"thread_id": "1"}}
for c in g.stream({"v": 1}, cfg, context=Ctx(user="bob"), stream_mode=["custom", "values"]):
    print(c)
for c in g.stream({"v": 5}, cfg, context={"user": "al"}, stream_mode=["custom", "values"]):
    print(c)
print(sorted(a for a in dir(Runtime) if not a.startswith("_") and a != "cancelled"))  # (lingxigraph adds Runtime.cancelled: deliberate difference (n))
