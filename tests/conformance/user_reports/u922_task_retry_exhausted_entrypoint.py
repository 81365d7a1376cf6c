# https://github.com/langchain-ai/langgraph/issues/4133 : an @entrypoint whose @task (RetryPolicy max_attempts=2, retry_on a custom error) keeps failing: the error the caller gets, the attempts made, the thread's state/next/tasks errors after the failure, a successful task result kept while a sibling task failed, and the rerun with invoke(None) once the task is fixed (which tasks run again)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy
class Flaky(Exception):
    pass
attempts = []
broken = {"on": True}
@task
def stable(x):
    attempts.append("stable")
    return x + 1
@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.0001, jitter=False, retry_on=Flaky))
def fragile(x):
    attempts.append("fragile")
    if broken["on"]:
        raise Flaky("still down %d" % x)
    return x * 10
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    a = stable(x).result()
    return fragile(a).result()
cfg = {"configurable": {"thread_id": "1"}}
try:
    wf.invoke(5, cfg)
except Flaky as e:
    print("raised", type(e).__name__, e)
print(attempts)
st = wf.get_state(cfg)
print(st.values, st.next, [(t.name, repr(t.error), t.result) for t in st.tasks])
broken["on"] = False
attempts.clear()
print(wf.invoke(None, cfg), attempts)
print(wf.get_state(cfg).values, [(h.metadata["step"], h.next) for h in wf.get_state_history(cfg)])
