# https://github.com/langchain-ai/langgraph/pull/1062 , #6027 , #8840 : odd RetryPolicy arguments users pass: max_attempts=0 / 1, retry_on a list, retry_on an exception instance check callable returning non-bool, default_retry_on for common errors, RetryPolicy fields/repr
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
from langgraph._internal._retry import default_retry_on
print(RetryPolicy(), RetryPolicy()._fields if hasattr(RetryPolicy(), "_fields") else None)
print([default_retry_on(e) for e in (ValueError("x"), TypeError("x"), ConnectionError("x"), TimeoutError("x"), RuntimeError("x"), KeyError("x"), OSError("x"), ArithmeticError("x"), NotImplementedError("x"))])
class S(TypedDict):
    v: int
def run(policy, exc):
    n = {"c": 0}
    def node(s):
        n["c"] += 1
        raise exc
    g = StateGraph(S).add_node("n", node, retry_policy=policy).add_edge(START, "n").compile()
    try:
        g.invoke({"v": 0})
        return ("ok", n["c"])
    except Exception as e:
        return (type(e).__name__, str(e)[:60], n["c"])
fast = dict(initial_interval=0.0001, jitter=False)
print(run(RetryPolicy(max_attempts=0, **fast), ConnectionError("c")))
print(run(RetryPolicy(max_attempts=1, **fast), ConnectionError("c")))
print(run(RetryPolicy(max_attempts=3, retry_on=[ValueError], **fast), ValueError("v")))
print(run(RetryPolicy(max_attempts=3, retry_on=lambda e: "retry" if "x" in str(e) else "", **fast), ValueError("x")))
print(run(RetryPolicy(max_attempts=3, retry_on=lambda e: 0, **fast), ValueError("x")))
print(run(RetryPolicy(max_attempts=2, **fast), ValueError("v")))
