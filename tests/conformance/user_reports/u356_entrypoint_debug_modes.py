# https://github.com/langchain-ai/langgraph/issues/6792 , PR 5117 : an @entrypoint streamed with "debug" and "tasks" modes (task events of @task calls, cached calls, an interrupt) and checkpoints mode
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command, CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver

@task
def step(x):
    return x + 1
@task(cache_policy=CachePolicy())
def cached(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x):
    a = step(x).result()
    b = cached(a).result()
    c = cached(a).result()
    ok = interrupt("go?")
    return [a, b, c, ok]
def show(ev):
    if "payload" in ev:
        p = ev["payload"]
        return (ev["type"], ev["step"], p.get("name"), sorted(p), p.get("result"), p.get("interrupts"))
    return (sorted(ev), ev.get("name"), ev.get("result"), ev.get("interrupts"))
cfg = {"configurable": {"thread_id": "1"}}
for mode in ("debug", "tasks"):
    cfg = {"configurable": {"thread_id": mode}}
    for ev in wf.stream(1, cfg, stream_mode=mode):
        print(mode, show(ev))
    for ev in wf.stream(Command(resume="y"), cfg, stream_mode=mode):
        print(mode, "resume", show(ev))
for c in wf.stream(5, {"configurable": {"thread_id": "cp"}}, stream_mode="checkpoints"):
    print("checkpoint", c["metadata"]["step"], c["metadata"]["source"], c["next"], c["values"], [t["name"] for t in c["tasks"]])
