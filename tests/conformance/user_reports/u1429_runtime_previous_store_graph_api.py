# https://github.com/langchain-ai/langgraph/pull/7363 : Runtime in graph-API nodes: runtime.store (compiled store) read and written, runtime.previous in a StateGraph node (what it holds on the first and second turn of a thread), runtime.context defaults, and the same runtime in a conditional edge function
from dataclasses import dataclass
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user: str = "anon"
    lang: str = "en"
class S(TypedDict, total=False):
    turn: int
    note: str
def remember(s, runtime: Runtime[Ctx]):
    ns = ("notes", runtime.context.user)
    prev = runtime.store.get(ns, "last")
    runtime.store.put(ns, "last", {"turn": s.get("turn", 0)})
    return {"turn": s.get("turn", 0) + 1, "note": f"prev={prev.value if prev else None} previous={runtime.previous} lang={runtime.context.lang}"}
def route(s, runtime: Runtime[Ctx]):
    return "extra" if runtime.context.user == "vip" else END
g = (StateGraph(S, context_schema=Ctx).add_node("remember", remember).add_node("extra", lambda s: {"note": s["note"] + " +extra"})
     .add_edge(START, "remember").add_conditional_edges("remember", route, ["extra", END]).add_edge("extra", END)
     .compile(checkpointer=InMemorySaver(), store=InMemoryStore()))
cfg = {"configurable": {"thread_id": "t"}}
print(g.invoke({"turn": 0}, cfg, context=Ctx(user="ann")))
print(g.invoke({}, cfg, context=Ctx(user="ann", lang="fr")))
print(g.invoke({"turn": 5}, {"configurable": {"thread_id": "v"}}, context=Ctx(user="vip")))
print(g.invoke({"turn": 1}, {"configurable": {"thread_id": "d"}}))
