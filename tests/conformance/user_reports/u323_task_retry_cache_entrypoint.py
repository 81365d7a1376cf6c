# https://github.com/langchain-ai/langgraph/pull/4486 , #5012 : @task(retry_policy=...) attempts, @task(cache_policy=...) hits within and across runs, a task failing for good then invoke(None) on the thread
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver

attempts = {"flaky": 0, "costly": 0, "bad": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError))
def flaky(x):
    attempts["flaky"] += 1
    if attempts["flaky"] < 3:
        raise ConnectionError(f"try {attempts['flaky']}")
    return x * 10
@task(cache_policy=CachePolicy())
def costly(x):
    attempts["costly"] += 1
    return x + 0.5
@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False))
def bad(x):
    attempts["bad"] += 1
    if attempts["bad"] < 4:
        raise RuntimeError(f"bad {attempts['bad']}")
    return "finally"
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x):
    a = flaky(x).result()
    b = costly(x).result()
    c = b  # (a 2nd call with the same argument in the same run hits the cache or not by thread timing in LangGraph)
    d = bad(x).result()
    return [a, b, c, d]
cfg = {"configurable": {"thread_id": "1"}}
for i in range(3):
    try:
        print(i, wf.invoke(1 if i == 0 else None, cfg), attempts)
    except Exception as e:
        print(i, "raised", type(e).__name__, e, attempts)
    st = wf.get_state(cfg)
    print("   ", st.next, [(t.name, repr(t.error)) for t in st.tasks])
print(list(wf.stream(1, {"configurable": {"thread_id": "2"}}, stream_mode="updates")), attempts)
