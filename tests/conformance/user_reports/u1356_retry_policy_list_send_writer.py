# https://github.com/langchain-ai/langgraph/pull/4958 : retry_policy given as a list (the first policy whose retry_on matches is used, its own max_attempts), on Send-reached tasks failing once per payload, and a node writing to the custom stream on each attempt: attempt counts, the custom chunks of failed attempts, and the error once attempts run out
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, Send
from langgraph.config import get_stream_writer
class S(TypedDict, total=False):
    kind: str
    item: int
    log: Annotated[list, operator.add]
attempts = {}
errors = {"value": ValueError, "key": KeyError, "type": TypeError}
def flaky(s):
    k = s["kind"]
    attempts[k] = attempts.get(k, 0) + 1
    get_stream_writer()({"kind": k, "attempt": attempts[k]})
    if attempts[k] < 4:
        raise errors[k](k)
    return {"log": [k]}
policies = [RetryPolicy(retry_on=ValueError, max_attempts=2, initial_interval=0.001, jitter=False),
            RetryPolicy(retry_on=(KeyError, ValueError), max_attempts=5, initial_interval=0.001, jitter=False)]
g = StateGraph(S).add_node("flaky", flaky, retry_policy=policies).add_edge(START, "flaky").compile()
for kind in ("value", "key", "type"):
    attempts.clear()
    try:
        out = list(g.stream({"kind": kind}, stream_mode=["custom", "updates"]))
        print(kind, out)
    except Exception as e:
        print(kind, "ERR", type(e).__name__, attempts)
seen = {}
def worker(s):
    seen[s["item"]] = seen.get(s["item"], 0) + 1
    if seen[s["item"]] == 1:
        raise ConnectionError("first try %d" % s["item"])
    return {"log": ["w%d" % s["item"]]}
def fan(s): return [Send("worker", {"item": i}) for i in range(3)]
g2 = (StateGraph(S).add_node("worker", worker, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False))
      .add_conditional_edges(START, fan, ["worker"]).compile())
out = g2.invoke({"kind": "x"})
print(sorted(out["log"]), dict(sorted(seen.items())))
