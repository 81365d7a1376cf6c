# https://github.com/langchain-ai/langgraph/pull/4486 , #6577 : a @task with a retry_policy that first fails, then interrupts; resume; how many attempts ran; a node with retry_policy that interrupts
import operator
from typing import Annotated, TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command, RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver

attempts = {"t": 0, "n": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=OSError))
def careful(x):
    attempts["t"] += 1
    if attempts["t"] == 1:
        raise OSError("first try fails")
    return f"{x}:{interrupt('confirm?')}"
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    return careful(x).result()
cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke("a", cfg), attempts)
print(wf.invoke(Command(resume="ok"), cfg), attempts)
class S(TypedDict):
    log: Annotated[list, operator.add]
def node(s):
    attempts["n"] += 1
    if attempts["n"] == 1:
        raise OSError("node first try")
    return {"log": [interrupt("node confirm?")]}
b = StateGraph(S); b.add_node("node", node, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=OSError)); b.add_edge(START, "node")
g = b.compile(checkpointer=InMemorySaver())
print(g.invoke({"log": []}, cfg), attempts)
print(g.invoke(Command(resume="fine"), cfg), attempts)
