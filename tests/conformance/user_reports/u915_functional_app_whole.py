# https://github.com/langchain-ai/langgraph/pull/3135 : a functional-API app as a whole: @entrypoint with a checkpointer, `previous`, entrypoint.final(value, save), a @task with a RetryPolicy that fails once, two interrupts across resumes; the stream of updates per call, get_state and history of the thread, then time travel from an earlier checkpoint
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, RetryPolicy
calls = {"draft": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0001, jitter=False, retry_on=ValueError))
def draft(topic: str) -> str:
    calls["draft"] += 1
    if calls["draft"] == 1:
        raise ValueError("flaky")
    return "draft on " + topic
@task
def polish(text: str, note: str) -> str:
    return text + " [" + note + "]"
@entrypoint(checkpointer=InMemorySaver())
def app(topic: str, *, previous=None):
    d = draft(topic).result()
    note = interrupt({"review": d})
    p = polish(d, note).result()
    title = interrupt({"title_for": p})
    count = (previous or {}).get("count", 0) + 1
    return entrypoint.final(value=title + ": " + p, save={"count": count, "last": p})
cfg = {"configurable": {"thread_id": "1"}}
for inp in ["cats", Command(resume="tighter"), Command(resume="T1"), "dogs", Command(resume="ok"), Command(resume="T2")]:
    print([c for c in app.stream(inp, cfg, stream_mode="updates")])
st = app.get_state(cfg)
print(st.values, st.next, calls)
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in hist])
old = [h for h in hist if h.next == ("app",) and h.metadata["source"] == "input"][-1]
print(app.invoke(None, old.config))
print(app.get_state(cfg).values, calls)
