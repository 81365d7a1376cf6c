# https://github.com/langchain-ai/langgraph/issues/6577 , PR 4486 : nested @task calls: the inner one failing (caught by the outer, then not), the inner one cached (a hit inside a task); saved writes per level; the re-run after the fix
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
state = {"fail": True}
runs = []
@task
def leaf(x):
    runs.append(("leaf", x))
    if state["fail"] and x > 1:
        raise ValueError(f"leaf {x}")
    return x
@task(cache_policy=CachePolicy())
def cached_leaf(x):
    runs.append(("cached", x))
    return x * 100
@task
def mid(x):
    try:
        leaf(x).result()
    except ValueError:
        pass
    return cached_leaf(x).result() + leaf(x + 1).result()
saver = InMemorySaver()
@entrypoint(checkpointer=saver, cache=InMemoryCache())
def wf(x: int):
    return mid(x).result()
print(wf.invoke(0, {"configurable": {"thread_id": "warm"}}))
c = {"configurable": {"thread_id": "1"}}
try:
    wf.invoke(2, c)
except ValueError as e:
    print("raised", e)
print(sorted((w[1], str(w[2])) for w in saver.get_tuple(c).pending_writes))
state["fail"] = False
print(wf.invoke(None, c), runs)
try:
    state["fail"] = True
    wf.invoke(0, {"configurable": {"thread_id": "2"}})
    print(sorted((w[1], str(w[2])) for w in saver.get_tuple({"configurable": {"thread_id": "2"}}).pending_writes))
except ValueError as e:
    print("raised2", e)
