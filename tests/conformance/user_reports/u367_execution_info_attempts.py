# https://github.com/langchain-ai/langgraph/pull/1049 , #6027 : runtime.execution_info in nodes, retried nodes (node_attempt), @task calls and subgraph nodes: which fields are set
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint, task
from langgraph.runtime import Runtime, get_runtime
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
def info(rt):
    e = rt.execution_info
    if e is None:
        return None
    return {"attempt": e.node_attempt, "ns": (e.checkpoint_ns or "").split(":")[0], "thread": e.thread_id,
            "has_task": bool(e.task_id), "has_ckpt": bool(e.checkpoint_id), "first_time": e.node_first_attempt_time is not None, "run": e.run_id is not None}
tries = {"n": 0}
def flaky(state, runtime: Runtime):
    tries["n"] += 1
    if tries["n"] < 3:
        raise ConnectionError("x")
    return {"log": [("flaky", info(runtime))]}
def inner(state, runtime: Runtime):
    return {"log": [("inner", info(runtime))]}
sb = StateGraph(S); sb.add_node("inner", inner); sb.add_edge(START, "inner")
b = StateGraph(S)
b.add_node("flaky", flaky, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError))
b.add_node("sub", sb.compile()); b.add_edge(START, "flaky"); b.add_edge("flaky", "sub")
for cp in (None, InMemorySaver()):
    tries["n"] = 0
    g = b.compile(checkpointer=cp)
    print(g.invoke({"log": []}, {"configurable": {"thread_id": "t"}} if cp else None)["log"])
@task
def t(x):
    return info(get_runtime())
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    return [info(get_runtime()), t(x).result()]
print(wf.invoke(1, {"configurable": {"thread_id": "e"}}))
