# functional API: update_state on an entrypoint thread, cached @task, interrupt + get_state tasks
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.cache.memory import InMemoryCache
from langgraph.types import CachePolicy, Command, interrupt

calls = []

@task(cache_policy=CachePolicy())
def slow_square(x):
    calls.append(x)
    return x * x

@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x, *, previous=None):
    a = slow_square(x).result()
    ok = interrupt(f"keep {a}?")
    return {"a": a, "ok": ok, "prev": previous}

cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(3, cfg))
st = wf.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], st.values)
print(wf.invoke(Command(resume="yes"), cfg))
print(wf.invoke(3, {"configurable": {"thread_id": "2"}}), calls)
wf.update_state(cfg, {"a": 100, "ok": "edited", "prev": None})
st = wf.get_state(cfg)
print(st.values, st.next, st.metadata["source"])
print(wf.invoke(4, cfg))
print(calls)
