from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy

class State(TypedDict):
    n: int

calls = {"flaky": 0}
def flaky(state: State):
    calls["flaky"] += 1
    if calls["flaky"] < 3:
        raise ConnectionError(f"try {calls['flaky']}")
    return {"n": state["n"] + calls["flaky"]}

def always_bad(state: State):
    calls.setdefault("bad", 0)
    calls["bad"] += 1
    raise ValueError("nope")

b = StateGraph(State)
b.add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False))
b.add_edge(START, "flaky")
g = b.compile()
print(g.invoke({"n": 0}), calls)

b2 = StateGraph(State)
b2.add_node("bad", always_bad, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001, retry_on=ValueError))
b2.add_edge(START, "bad")
try:
    b2.compile().invoke({"n": 0})
except ValueError as e:
    print("ERR", e, calls)

calls["bad"] = 0
b3 = StateGraph(State)
b3.add_node("bad", always_bad, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.001))
b3.add_edge(START, "bad")
try:
    b3.compile().invoke({"n": 0})
except ValueError as e:
    print("ERR default retry_on ValueError not retried", e, calls)
print(RetryPolicy())
calls["flaky"] = 0
b4 = StateGraph(State)
b4.add_node("flaky", flaky, retry_policy=[RetryPolicy(retry_on=KeyError), RetryPolicy(retry_on=ConnectionError, initial_interval=0.001)])
b4.add_edge(START, "flaky")
print(b4.compile().invoke({"n": 0}), calls)
