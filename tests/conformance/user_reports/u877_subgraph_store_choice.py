# https://github.com/langchain-ai/langgraph/issues/5700 , https://github.com/langchain-ai/langgraph/issues/8406 : which store a subgraph sees when parent and subgraph were compiled with different stores (or the parent with none): as a node, invoked inside a node, invoked with a thread of its own, run alone; with and without a context schema and a context
from dataclasses import dataclass
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.store.memory import InMemoryStore
from langgraph.config import get_store
from langgraph.runtime import Runtime
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
A = InMemoryStore(); B = InMemoryStore(); C = InMemoryStore()
names = {id(A): "A", id(B): "B", id(C): "C"}
seen = []
def who(tag):
    def node(s, runtime: Runtime):
        seen.append((tag, names.get(id(runtime.store), runtime.store), names.get(id(get_store()), None)))
        return {}
    return node
sub_b = StateGraph(S).add_node("in_b", who("sub compiled with B")).add_edge(START, "in_b").compile(store=B)
sub_none = StateGraph(S).add_node("in_none", who("sub without store")).add_edge(START, "in_none").compile()
def call_b(s):
    sub_b.invoke(s)
    return {}
def call_b_own_thread(s):
    sub_b.invoke(s, {"configurable": {"thread_id": "own"}})
    return {}
app = (StateGraph(S).add_node("top", who("top")).add_node("sub_b", sub_b).add_node("sub_none", sub_none).add_node("call_b", call_b).add_node("call_b_own", call_b_own_thread)
       .add_edge(START, "top").add_edge("top", "sub_b").add_edge("sub_b", "sub_none").add_edge("sub_none", "call_b").add_edge("call_b", "call_b_own").compile(store=A))
app.invoke({"x": 0})
for r in seen:
    print(r)
seen.clear()
StateGraph(S).add_node("sub_b", sub_b).add_edge(START, "sub_b").compile().invoke({"x": 0})
print(seen)

@dataclass
class Ctx:
    u: str
class S(TypedDict):
    x: int
def node2(s, runtime: Runtime):
    seen.append((names.get(id(runtime.store), runtime.store), runtime.context))
    return {}
for ctx_schema in [None, Ctx]:
    sub = StateGraph(S, context_schema=ctx_schema).add_node("n", node2).add_edge(START, "n").compile(store=B)
    for pstore in [None, A]:
        for ctx in [None, Ctx("a")]:
            seen.clear()
            StateGraph(S, context_schema=ctx_schema).add_node("sub", sub).add_edge(START, "sub").compile(store=pstore).invoke({"x": 0}, context=ctx)
            StateGraph(S, context_schema=ctx_schema).add_node("f", lambda s: sub.invoke(s)).add_edge(START, "f").compile(store=pstore).invoke({"x": 0}, context=ctx)
            print(ctx_schema and "schema", pstore and "A", ctx, seen)
