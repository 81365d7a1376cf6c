# https://github.com/langchain-ai/langchain/pull/10717 : nodes built with .with_retry(stop_after_attempt=..., retry_if_exception_type=...) and .with_fallbacks([...], exception_key=...) next to a node RetryPolicy: how many attempts ran, the state and updates left, the errors raised when retries run out or the exception is not retried, and how a fallback sees the error
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
class S(TypedDict, total=False):
    x: int
    out: str
    exception: object
calls = []
def flaky(s):
    calls.append("flaky")
    if len([c for c in calls if c == "flaky"]) < 3:
        raise ConnectionError("try again")
    return {"out": "flaky ok"}
def always_key(s):
    calls.append("key")
    raise KeyError("missing")
def primary(s):
    calls.append("primary")
    raise ValueError("primary down")
def backup(s):
    calls.append("backup")
    exc = s.get("exception")
    return {"out": "backup after %s" % (type(exc).__name__ if exc else None)}
cases = {
    "retry3": RunnableLambda(flaky).with_retry(stop_after_attempt=3, wait_exponential_jitter=False),
    "retry2_fails": RunnableLambda(flaky).with_retry(stop_after_attempt=2, wait_exponential_jitter=False),
    "retry_not_type": RunnableLambda(always_key).with_retry(retry_if_exception_type=(ConnectionError,), stop_after_attempt=3, wait_exponential_jitter=False),
    "fallback": RunnableLambda(primary).with_fallbacks([RunnableLambda(backup)]),
    "fallback_key": RunnableLambda(primary).with_fallbacks([RunnableLambda(backup)], exception_key="exception"),
    "fallback_wrong_type": RunnableLambda(primary).with_fallbacks([RunnableLambda(backup)], exceptions_to_handle=(KeyError,)),
}
for name, node in cases.items():
    calls.clear()
    g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile()
    try:
        print(name, g.invoke({"x": 1}), calls)
    except Exception as e:
        print(name, "ERR", type(e).__name__, e, calls)
calls.clear()
g = StateGraph(S).add_node("n", RunnableLambda(flaky).with_retry(stop_after_attempt=2, wait_exponential_jitter=False), retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ConnectionError)).add_edge(START, "n").compile()
print("both", g.invoke({"x": 1}), calls)
