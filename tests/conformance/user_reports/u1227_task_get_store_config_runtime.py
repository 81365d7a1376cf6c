# https://github.com/langchain-ai/langgraph/issues/8059 : inside @tasks of an @entrypoint(store=..., checkpointer=..., context_schema=...): get_store(), get_config()'s configurable and metadata keys, get_runtime().context / .store / .previous, and the same helpers from the entrypoint body
from dataclasses import dataclass
from langgraph.func import entrypoint, task
from langgraph.config import get_store, get_config
from langgraph.runtime import get_runtime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user: str
store = InMemoryStore()
@task
def save(x):
    s = get_store()
    s.put(("notes",), "k%d" % x, {"x": x})
    cfg = get_config()
    rt = get_runtime()
    return {"same_store": s is store, "thread": cfg["configurable"].get("thread_id"), "user": rt.context.user,
            "rt_store": rt.store is store, "prev": rt.previous, "meta": sorted(k for k in cfg["metadata"] if k.startswith("langgraph_"))}
@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx)
def main(x, *, previous=None):
    info = save(x).result()
    rt = get_runtime()
    return {"task": info, "body_prev": previous, "rt_prev": rt.previous, "body_user": rt.context.user, "body_meta": sorted(k for k in get_config()["metadata"] if k.startswith("langgraph_"))}
cfg = {"configurable": {"thread_id": "1"}}
for x in [1, 2]:
    out = main.invoke(x, cfg, context=Ctx(user="ann"))
    print(out["task"])
    print({k: v for k, v in out.items() if k != "task"} if x == 1 else (out["body_prev"] is not None, out["rt_prev"] == out["body_prev"]))
print(sorted(i.key for i in store.search(("notes",))))
