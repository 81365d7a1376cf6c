# https://github.com/langchain-ai/langgraph/issues/1655 , PR 3176 : @task called with keyword args, default args, a future's result() read twice, done(), a task returning None, a task raising caught by the entrypoint, exception type of a failed future
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def kw(a, b=2, *, c=3):
    return a + b + c
@task
def none_task():
    return None
@task
def boom(x):
    raise LookupError(f"boom {x}")
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    f = kw(x, c=10)
    r1, r2 = f.result(), f.result()
    out = [r1, r2, f.done(), kw(a=x).result(), none_task().result()]
    fb = boom(x)
    try:
        fb.result()
    except LookupError as e:
        out.append(repr(e))
    try:
        fb.result()
    except LookupError as e:
        out.append("again " + str(e))
    return out
c = {"configurable": {"thread_id": "1"}}
print(wf.invoke(1, c))
print(sorted(str(u) for u in wf.stream(2, c, stream_mode="updates")))
print([sorted(w[1] for w in t.writes) for t in wf.get_state(c).tasks], wf.get_state(c).next)
