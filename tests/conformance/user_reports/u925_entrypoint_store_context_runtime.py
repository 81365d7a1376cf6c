# https://github.com/langchain-ai/langgraph/issues/5023 : an @entrypoint compiled with a store and a context_schema, reading both through an injected `runtime` argument (and the store from `store=`), a @task reading get_runtime() and get_config(); invoke with context=..., stream with stream_mode="values", and the store afterwards
from dataclasses import dataclass
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.runtime import Runtime, get_runtime
from langgraph.config import get_config
@dataclass
class Ctx:
    user: str
    lang: str = "en"
@task
def greet(name: str) -> str:
    rt = get_runtime(Ctx)
    return "%s:%s:%s" % (rt.context.lang, name, get_config()["configurable"].get("thread_id"))
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx)
def wf(msg: str, *, runtime: Runtime[Ctx], previous=None):
    seen = runtime.store.get(("seen",), runtime.context.user)
    n = seen.value["n"] + 1 if seen else 1
    runtime.store.put(("seen",), runtime.context.user, {"n": n})
    return {"greeting": greet(runtime.context.user).result(), "n": n, "msg": msg, "prev": previous}
cfg = {"configurable": {"thread_id": "t"}}
print(wf.invoke("hi", cfg, context=Ctx(user="ann")))
print(list(wf.stream("again", cfg, context=Ctx(user="ann", lang="fr"), stream_mode="values")))
print(wf.invoke("x", {"configurable": {"thread_id": "u"}}, context={"user": "bob"}))
print([(i.key, i.value) for i in store.search(("seen",))])
