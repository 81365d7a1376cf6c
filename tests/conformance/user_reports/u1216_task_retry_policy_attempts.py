# https://github.com/langchain-ai/langgraph/pull/3202 : @task(retry_policy=RetryPolicy(max_attempts=3, retry_on=...)) inside an @entrypoint: a task that fails twice then succeeds, one that always fails (the error after the last attempt), one that raises a non-retried type; attempts counted, the updates stream, and get_state().tasks error after the failure
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
count = {}
def bump(k):
    count[k] = count.get(k, 0) + 1
    return count[k]
rp = RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError)
@task(retry_policy=rp)
def flaky(x):
    if bump("flaky") < 3:
        raise ConnectionError("try %d" % count["flaky"])
    return x * 2
@task(retry_policy=rp)
def broken(x):
    bump("broken")
    raise ConnectionError("always")
@task(retry_policy=rp)
def wrong(x):
    bump("wrong")
    raise TypeError("not retried")
for t in [flaky, broken, wrong]:
    @entrypoint(checkpointer=InMemorySaver())
    def main(x):
        return t(x).result()
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        print(list(main.stream(4, cfg, stream_mode="updates")))
    except Exception as e:
        print("ERR", type(e).__name__, str(e))
    st = main.get_state(cfg)
    print(count, st.next, [(x.name, repr(x.error)) for x in st.tasks])
