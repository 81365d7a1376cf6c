# https://github.com/langchain-ai/langgraph/issues/6370 , functional API memory questions : @entrypoint with store, context_schema and a runtime parameter; get_store / get_runtime in tasks
from dataclasses import dataclass
from langgraph.func import entrypoint, task
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime, get_runtime
from langgraph.config import get_store
@dataclass
class Ctx:
    user: str
@task
def remember(fact):
    rt = get_runtime(Ctx)
    get_store().put(("facts", rt.context.user), fact, {"fact": fact})
    return len(get_store().search(("facts", rt.context.user)))
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx)
def wf(fact: str, *, runtime: Runtime[Ctx], previous=None):
    n = remember(fact).result()
    return {"user": runtime.context.user, "n": n, "prev": previous, "has_store": runtime.store is store}
cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke("likes tea", cfg, context=Ctx(user="ann")))
print(wf.invoke("likes cake", cfg, context=Ctx(user="ann")))
print(wf.invoke("x", {"configurable": {"thread_id": "2"}}, context=Ctx(user="bo")))
print([(i.namespace, i.key) for i in store.search(("facts",))])
@entrypoint(store=store)
def wf2(x, *, store):
    return [i.key for i in store.search(("facts", x))]
print(wf2.invoke("ann"))
