# https://github.com/langchain-ai/langgraph/issues/6027 , #8840 : RetryPolicy on nodes: retry_on callable, max_attempts exhausted, list of policies, streamed updates and saved error
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
tries = {"a": 0, "b": 0, "c": 0}
def a(s):
    tries["a"] += 1
    if tries["a"] < 3: raise ConnectionError("net")
    return {"x": s["x"] + 1}
def b(s):
    tries["b"] += 1
    raise ValueError(f"b failed {tries['b']}")
def c(s):
    tries["c"] += 1
    if tries["c"] == 1: raise KeyError("k")
    return {"x": s["x"] * 10}
g = StateGraph(S)
g.add_node("a", a, retry_policy=RetryPolicy(initial_interval=0, jitter=False))
g.add_node("c", c, retry_policy=[RetryPolicy(retry_on=ValueError, initial_interval=0), RetryPolicy(retry_on=lambda e: isinstance(e, KeyError), initial_interval=0)])
g.add_node("b", b, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, retry_on=lambda e: "failed" in str(e)))
g.add_edge(START, "a"); g.add_edge("a", "c"); g.add_edge("c", "b"); g.add_edge("b", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    for ch in app.stream({"x": 1}, cfg, stream_mode="updates"):
        print(ch)
except ValueError as e:
    print("raised", e)
print(tries)
st = app.get_state(cfg)
print(st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
tries["b"] = -10
def b_ok(s): return {"x": -1}
try:
    app.invoke(None, cfg)
except ValueError as e:
    print("again", e, tries)
