# https://github.com/langchain-ai/langgraph/issues/8039 : an async @task with retry_policy=[RetryPolicy(retry_on=...)] inside an async @entrypoint: attempts per call, an error not matching retry_on escaping through the entrypoint, the saved error in get_state, and resuming after the fix (the succeeded task is not re-run)
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
attempts = {}
script = {"fetch-a": [ConnectionError("c1"), ConnectionError("c2")], "fetch-b": [ValueError("bad data")]}
@task(retry_policy=[RetryPolicy(retry_on=lambda e: isinstance(e, ConnectionError), max_attempts=3, initial_interval=0.0, jitter=False)])
async def fetch(name: str):
    key = "fetch-" + name
    attempts[key] = attempts.get(key, 0) + 1
    if script.get(key):
        raise script[key].pop(0)
    return name.upper()
@entrypoint(checkpointer=InMemorySaver())
async def wf(names: list):
    out = []
    for n in names:
        out.append(await fetch(n))
    return out
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        print(await wf.ainvoke(["a", "b"], cfg))
    except Exception as e:
        print("raised", repr(e), attempts)
    st = await wf.aget_state(cfg)
    print(st.next, [(t.name, repr(t.error), t.result) for t in st.tasks])
    print(await wf.ainvoke(None, cfg), attempts)
asyncio.run(main())
