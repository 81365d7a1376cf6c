# https://github.com/langchain-ai/langgraph/issues/4371 : RetryPolicy forms on a flaky node: the default retry_on (ConnectionError retried, ValueError not), retry_on as an exception tuple and as a callable, a list of policies (the first whose retry_on matches is used, its max_attempts counts), max_attempts=1, and a graph-level retry_policy on compile
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
class S(TypedDict):
    x: Annotated[list, operator.add]
def flaky(exc, fail_times):
    att = {"n": 0}
    def node(s):
        att["n"] += 1
        if att["n"] <= fail_times:
            raise exc(f"fail {att['n']}")
        return {"x": [f"ok after {att['n']}"]}
    return node, att
def run(label, exc, fail_times, policy=None, graph_policy=None):
    node, att = flaky(exc, fail_times)
    g = StateGraph(S)
    g.add_node("f", node, retry_policy=policy)
    g.add_edge(START, "f")
    try:
        print(label, g.compile().invoke({"x": []}) if graph_policy is None else g.compile().with_config({}).invoke({"x": []}), att["n"])
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e, att["n"])
fast = dict(initial_interval=0.001, jitter=False)
run("default conn", ConnectionError, 2, RetryPolicy(**fast))
run("default value", ValueError, 1, RetryPolicy(**fast))
run("tuple", ValueError, 2, RetryPolicy(retry_on=(KeyError, ValueError), max_attempts=5, **fast))
run("callable", KeyError, 2, RetryPolicy(retry_on=lambda e: isinstance(e, KeyError) and "fail" in str(e), **fast))
run("list first", ConnectionError, 2, [RetryPolicy(retry_on=ValueError, **fast), RetryPolicy(retry_on=ConnectionError, max_attempts=2, **fast)])
run("list second", ConnectionError, 1, [RetryPolicy(retry_on=ValueError, **fast), RetryPolicy(retry_on=ConnectionError, max_attempts=2, **fast)])
run("one attempt", ConnectionError, 1, RetryPolicy(max_attempts=1, **fast))
node, att = flaky(ConnectionError, 2)
g = StateGraph(S); g.add_node("f", node); g.add_edge(START, "f")
app = g.compile()
app.retry_policy = (RetryPolicy(**fast),)
try:
    print("graph level", app.invoke({"x": []}), att["n"])
except Exception as e:
    print("graph level RAISED", type(e).__name__, e, att["n"])
