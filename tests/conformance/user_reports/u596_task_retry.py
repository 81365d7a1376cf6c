# https://github.com/langchain-ai/langgraph/pull/1413 , PR 4486 , #6027 : @task retry_policy: attempts counted, retry_on filter, a task failing for good caught by the entrypoint, debug/tasks stream between attempts
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
n = {"flaky": 0, "bad": 0, "never": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False, retry_on=ValueError))
def flaky(x):
    n["flaky"] += 1
    if n["flaky"] < 3:
        raise ValueError(f"try {n['flaky']}")
    return x * 10
@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False))
def bad(x):
    n["bad"] += 1
    raise KeyError("k")
@task(retry_policy=RetryPolicy(max_attempts=4, initial_interval=0.001, retry_on=ValueError))
def never(x):
    n["never"] += 1
    raise TypeError("no retry for me")
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    out = [flaky(x).result()]
    try:
        bad(x).result()
    except KeyError as e:
        out.append(f"bad:{e!r}")
    try:
        never(x).result()
    except TypeError as e:
        out.append(f"never:{e}")
    return out
c = {"configurable": {"thread_id": "1"}}
for ev in wf.stream(2, c, stream_mode="tasks"):
    print(ev.get("name"), sorted(ev), ev.get("error"), ev.get("result"))
print(n)
st = wf.get_state(c)
print(st.values, st.next)
print(len(list(wf.get_state_history(c))))
