# https://github.com/langchain-ai/langgraph/pull/6381 : a subgraph invoked by hand inside a node, with no config, with the node's config, and with a config of its own ({"configurable": {"thread_id": ...}}): whether its nodes still see the parent's runtime.store, runtime.context and get_store()
from dataclasses import dataclass
from langchain_core.runnables import RunnableConfig
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.config import get_store
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user: str = "anon"
class S(TypedDict, total=False):
    foo: str
    seen: list
def inner(s: S, runtime: Runtime[Ctx]):
    ok = runtime.store is not None
    if ok:
        runtime.store.put(("sub",), s["foo"], {"v": 1})
    return {"seen": [ok, runtime.context.user if runtime.context else None, get_store() is not None]}
sub = StateGraph(S, context_schema=Ctx).add_node("inner", inner).add_edge(START, "inner").compile()
sub_saved = StateGraph(S, context_schema=Ctx).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
def outer(s: S, config: RunnableConfig):
    r1 = sub.invoke({"foo": "none"})
    r2 = sub.invoke({"foo": "cfg"}, config)
    r3 = sub_saved.invoke({"foo": "own"}, {"configurable": {"thread_id": "own"}})
    return {"seen": [r1["seen"], r2["seen"], r3["seen"]]}
store = InMemoryStore()
g = StateGraph(S, context_schema=Ctx).add_node("outer", outer).add_edge(START, "outer").compile(store=store)
print(g.invoke({"foo": "x"}, context=Ctx(user="ann"))["seen"])
print(sorted(i.key for i in store.search(("sub",))))
