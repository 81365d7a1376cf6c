# https://github.com/langchain-ai/langgraph/issues/6370 : context_schema + Runtime in nodes and routers: runtime.context, runtime.store, runtime.stream_writer, get_runtime, previous
from dataclasses import dataclass
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user: str
    limit: int = 2
class S(TypedDict):
    n: int
def a(s, runtime: Runtime[Ctx]):
    runtime.stream_writer({"user": runtime.context.user})
    runtime.store.put(("users", runtime.context.user), "n", {"n": s["n"]})
    return {"n": s["n"] + runtime.context.limit}
def b(s):
    rt = get_runtime(Ctx)
    item = rt.store.get(("users", rt.context.user), "n")
    return {"n": s["n"] + item.value["n"]}
def route(s, runtime: Runtime[Ctx]):
    return "b" if runtime.context.limit < 5 else END
g = StateGraph(S, context_schema=Ctx)
g.add_node("a", a); g.add_node("b", b)
g.add_edge(START, "a"); g.add_conditional_edges("a", route, ["b", END])
store = InMemoryStore()
app = g.compile(store=store, checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(list(app.stream({"n": 1}, cfg, context=Ctx(user="ann"), stream_mode=["custom", "updates"])))
print(app.invoke({"n": 1}, cfg, context=Ctx(user="bob", limit=9)))
print([(i.namespace, i.key, i.value) for i in store.search(("users",))])
try:
    app.invoke({"n": 1}, cfg)
except Exception as e:
    print(type(e).__name__, str(e)[:120])
print(app.invoke({"n": 1}, cfg, context={"user": "dict", "limit": 1}))
