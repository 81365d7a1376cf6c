# https://github.com/langchain-ai/langgraph/pull/7363 : runtime.execution_info as a retried node reads it: node_attempt on each attempt (plain node, Send task, @task in a node), whether node_first_attempt_time stays the same across attempts, and which ids (thread_id, checkpoint_ns shape, task_id equal across attempts) are set with and without a checkpointer
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, Send
from langgraph.func import task
from langgraph.runtime import Runtime, get_runtime
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    n: int
log = []
def record(tag):
    info = get_runtime().execution_info
    log.append((tag, info.node_attempt, info.thread_id, (info.checkpoint_ns or "").split(":")[0], info.task_id is not None))
    return info
firsts = {}
def flaky(s, runtime: Runtime):
    info = record("node")
    firsts.setdefault("node", set()).add((info.node_first_attempt_time, info.task_id))
    if info.node_attempt < 3:
        raise ConnectionError("again")
    return {"n": info.node_attempt}
@task(retry_policy=RetryPolicy(initial_interval=0.001, jitter=False))
def t(x):
    info = record("task")
    if info.node_attempt < 2:
        raise ConnectionError("again")
    return x
def calls_task(s):
    return {"n": t(5).result()}
def worker(s):
    info = record("send%d" % s["n"])
    if info.node_attempt < 2:
        raise ConnectionError("again")
    return {}
fast = RetryPolicy(initial_interval=0.001, jitter=False)
for saver in (None, InMemorySaver()):
    log.clear(); firsts.clear()
    g = (StateGraph(S).add_node("flaky", flaky, retry_policy=fast).add_node("calls_task", calls_task)
         .add_node("worker", worker, retry_policy=fast)
         .add_edge(START, "flaky").add_edge("flaky", "calls_task")
         .add_conditional_edges("calls_task", lambda s: [Send("worker", {"n": 7})], ["worker"]).compile(checkpointer=saver))
    print(g.invoke({"n": 0}, {"configurable": {"thread_id": "t1"}} if saver else None))
    print(log, [len(v) for v in firsts.values()])
