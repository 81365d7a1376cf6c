# https://github.com/langchain-ai/langgraph/pull/1413 , #6027 : an outer @task with a retry policy whose inner @task call fails on the first attempt only; saved writes (per attempt?), values, a node doing the same
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
n = {"inner": 0}
@task
def inner(x):
    n["inner"] += 1
    if n["inner"] == 1:
        raise ConnectionError("first")
    return x + 1
@task(retry_policy=RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ConnectionError))
def outer(x):
    v = inner(x).result()
    return v + interrupt("ok?")
saver = InMemorySaver()
@entrypoint(checkpointer=saver)
def wf(x: int):
    return outer(x).result()
c = {"configurable": {"thread_id": "1"}}
out = wf.invoke(1, c)
print([i.value for i in out["__interrupt__"]], sorted((w[1], str(w[2])) for w in saver.get_tuple(c).pending_writes), n)
print(wf.invoke(Command(resume=10), c), n)
