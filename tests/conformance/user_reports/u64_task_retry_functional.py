# functional API: @task retry_policy, task failing for good, entrypoint error and get_state
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy

attempts = {"flaky": 0, "bad": 0}

@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.01, jitter=False, retry_on=ValueError))
def flaky(x):
    attempts["flaky"] += 1
    if attempts["flaky"] < 3:
        raise ValueError("flaky")
    return x + 1

@task
def bad(x):
    attempts["bad"] += 1
    raise TypeError("bad task")

@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    y = flaky(x).result()
    if x > 10:
        bad(y).result()
    return y

cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(1, cfg), attempts)
cfg2 = {"configurable": {"thread_id": "2"}}
attempts["flaky"] = 0
try:
    wf.invoke(20, cfg2)
except TypeError as e:
    print("raised", e, attempts)
st = wf.get_state(cfg2)
print(st.next, [(t.name, t.error) for t in st.tasks])
attempts["flaky"] = 0
try:
    wf.invoke(None, cfg2)
except TypeError as e:
    print("raised again", e, attempts)
