# https://github.com/langchain-ai/langgraph/issues/5023 , docs 'runtime context' : the Runtime a node, a subgraph node, a graph invoked inside a node (with and without a context of its own), a @task called from a node and an @entrypoint see: context type and value, store, stream_writer, previous
from dataclasses import dataclass
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime, get_runtime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
@dataclass
class Ctx:
    user: str
class S(TypedDict):
    out: list
def rt_summary(rt):
    return (type(rt.context).__name__, getattr(rt.context, "user", rt.context), rt.store is not None, callable(rt.stream_writer), rt.previous, sorted(k for k in vars(rt)) if hasattr(rt, "__dict__") else None)
def leaf(s: S, runtime: Runtime[Ctx]):
    return {"out": s["out"] + [("leaf",) + rt_summary(runtime)]}
leafg = StateGraph(S, context_schema=Ctx).add_node("leaf", leaf).add_edge(START, "leaf").compile()
def via_func(s: S):
    r = get_runtime()
    inner = leafg.invoke({"out": []})
    inner2 = leafg.invoke({"out": []}, context=Ctx(user="override"))
    return {"out": s["out"] + [("func",) + rt_summary(r)] + inner["out"] + inner2["out"]}
@task
def t1(x):
    r = get_runtime()
    return ("task",) + rt_summary(r)
def via_task(s: S):
    return {"out": s["out"] + [t1(1).result()]}
store = InMemoryStore()
app = StateGraph(S, context_schema=Ctx).add_node("via_func", via_func).add_node("leafnode", leafg).add_node("via_task", via_task).add_edge(START, "via_func").add_edge("via_func", "leafnode").add_edge("leafnode", "via_task").compile(store=store, checkpointer=InMemorySaver())
for row in app.invoke({"out": []}, {"configurable": {"thread_id": "1"}}, context=Ctx(user="ann"))["out"]:
    print(row)
@entrypoint(checkpointer=InMemorySaver(), context_schema=Ctx)
def ep(x, *, previous=None, runtime: Runtime[Ctx]):
    return entrypoint.final(value=rt_summary(runtime) + (x,), save=x)
print(ep.invoke(1, {"configurable": {"thread_id": "e"}}, context=Ctx(user="bo")))
print(ep.invoke(2, {"configurable": {"thread_id": "e"}}, context={"user": "dict"}))
