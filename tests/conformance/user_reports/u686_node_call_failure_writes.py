# https://github.com/langchain-ai/langgraph/issues/2336 , round 1 #52 , #6027 : a StateGraph node calling @task calls: one failing for good under a retry policy (attempts), one caught; saved writes, get_state error, resume after the fix (successful calls not re-run)
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
runs = []
state = {"broken": True}
@task
def fine(x):
    runs.append(("fine", x))
    return x
@task(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False, retry_on=LookupError))
def flaky(x):
    runs.append(("flaky", x))
    if state["broken"]:
        raise KeyError(f"k{x}")
    return -x
class S(TypedDict):
    v: list
def node(s):
    a = fine(1).result()
    try:
        flaky(0).result()
    except KeyError:
        pass
    return {"v": [a, flaky(2).result()]}
saver = InMemorySaver()
g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile(checkpointer=saver)
c = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"v": []}, c)
except KeyError as e:
    print("raised", repr(e))
print(sorted((w[1], str(w[2])) for w in saver.get_tuple(c).pending_writes))
print(g.get_state(c).next, [(t.name, t.error) for t in g.get_state(c).tasks])
state["broken"] = False
print(g.invoke(None, c), runs)
