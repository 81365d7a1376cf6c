# https://github.com/langchain-ai/langgraph/issues/2843 : a node with a RetryPolicy that fails twice before succeeding, streamed with stream_mode=["tasks", "custom", "updates"]: how many task / task-result chunks appear, custom chunks written by failed attempts, and the final updates; and a retry_on predicate that refuses to retry (the error)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.config import get_stream_writer
class S(TypedDict):
    n: int
attempt = {"k": 0}
def flaky(s):
    attempt["k"] += 1
    get_stream_writer()({"attempt": attempt["k"]})
    if attempt["k"] < 3:
        raise ConnectionError("try %d" % attempt["k"])
    return {"n": s["n"] + attempt["k"]}
app = StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.0001, jitter=False)).add_edge(START, "flaky").add_edge("flaky", END).compile()
for mode, ch in app.stream({"n": 0}, stream_mode=["tasks", "custom", "updates"]):
    print(mode, {k: v for k, v in ch.items() if k != "id"} if mode == "tasks" else ch)
attempt["k"] = 0
picky = StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.0001, jitter=False, retry_on=lambda e: "1" not in str(e))).add_edge(START, "flaky").compile()
try:
    print(list(picky.stream({"n": 0}, stream_mode=["custom", "updates"])))
except ConnectionError as e:
    print("raised", e, attempt)
