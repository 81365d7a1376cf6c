# https://github.com/langchain-ai/langgraph/pull/4486 , #6577 : an entrypoint whose cached @task (a hit) is followed by a failing task: saved writes, invoke(None) after the fix (the cached call asked again), durability "exit" and "sync"
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
state = {"fail": False}
@task(cache_policy=CachePolicy())
def c(x):
    return x + 1
@task
def bad(x):
    if state["fail"]:
        raise ValueError("bad")
    return x * 10
saver = InMemorySaver()
@entrypoint(checkpointer=saver, cache=InMemoryCache())
def wf(x: int):
    return bad(c(x).result()).result()
print(wf.invoke(1, {"configurable": {"thread_id": "warm"}}))
for dur in ("exit", "sync"):
    state["fail"] = True
    cfg = {"configurable": {"thread_id": dur}}
    try:
        print(list(wf.stream(1, cfg, stream_mode="updates", durability=dur)))
    except ValueError as e:
        print(dur, "raised", e)
    print(dur, sorted(w[1] for w in saver.get_tuple(cfg).pending_writes))
    state["fail"] = False
    print(dur, list(wf.stream(None, cfg, stream_mode="updates", durability=dur)))
