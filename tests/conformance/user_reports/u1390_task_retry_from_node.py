# https://github.com/langchain-ai/langgraph/pull/3093 : a @task(retry_policy=RetryPolicy(...)) called from a StateGraph node: attempts of a task that fails twice then succeeds, a task that always fails (the error the node catches from .result() and the one that ends the run), and the node's own state after the caught failure
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import RetryPolicy
attempts = {"flaky": 0, "broken": 0}
pol = RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False, retry_on=ValueError)
@task(retry_policy=pol)
def flaky(x):
    attempts["flaky"] += 1
    if attempts["flaky"] < 3:
        raise ValueError("flaky %d" % attempts["flaky"])
    return x * 10
@task(retry_policy=pol)
def broken(x):
    attempts["broken"] += 1
    raise ValueError("broken %d" % attempts["broken"])
class S(TypedDict, total=False):
    x: int
    catch: bool
    log: Annotated[list, operator.add]
def node(s):
    out = [flaky(s["x"]).result()]
    fut = broken(s["x"])
    if s["catch"]:
        try:
            fut.result()
        except ValueError as e:
            out.append("caught " + str(e))
    else:
        fut.result()
    return {"log": out}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile()
print(g.invoke({"x": 2, "catch": True}), attempts)
attempts.update(flaky=0, broken=0)
try:
    g.invoke({"x": 2, "catch": False})
except ValueError as e:
    print("run error", str(e), attempts)
attempts.update(flaky=0, broken=0)
print([(len(ns), sorted(u)) for ns, u in g.stream({"x": 1, "catch": True}, stream_mode="updates", subgraphs=True)], attempts)
