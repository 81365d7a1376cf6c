# https://github.com/langchain-ai/langgraph/pull/5243 : context_schema as a dataclass with defaults; nodes take runtime: Runtime[Ctx] and read runtime.context, runtime.store and runtime.stream_writer; invoke with context= given, partly given, and omitted; the custom stream and the outputs
from dataclasses import dataclass
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore
@dataclass
class Ctx:
    user: str = "anon"
    lang: str = "en"
class S(TypedDict):
    msg: str
def greet(state: S, runtime: Runtime[Ctx]):
    runtime.stream_writer({"ctx": repr(runtime.context)})
    saved = runtime.store.get(("u",), runtime.context.user) if runtime.store else None
    return {"msg": f"{runtime.context.lang}:{runtime.context.user}:{saved.value if saved else None}"}
store = InMemoryStore()
store.put(("u",), "ann", {"n": 1})
g = StateGraph(S, context_schema=Ctx).add_node("greet", greet).add_edge(START, "greet").compile(store=store)
print(g.invoke({"msg": ""}, context=Ctx(user="ann", lang="fr")))
print(g.invoke({"msg": ""}, context={"user": "ann"}))
print(g.invoke({"msg": ""}))
print(list(g.stream({"msg": ""}, context=Ctx("bob"), stream_mode=["custom", "values"])))
g2 = StateGraph(S, context_schema=Ctx).add_node("greet", greet).add_edge(START, "greet").compile()
print(g2.invoke({"msg": ""}, context=Ctx(user="zed")))
