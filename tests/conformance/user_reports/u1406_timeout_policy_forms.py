# https://github.com/langchain-ai/langgraph/pull/7599 : node timeouts: a timeout on a sync node refused at compile time (its error text), TimeoutPolicy.coerce of numbers / timedelta / policies / bad values, and an async node over its run_timeout: NodeTimeoutError's attributes, retried by a RetryPolicy
import asyncio
from datetime import timedelta
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import TimeoutPolicy, RetryPolicy
from langgraph.errors import NodeTimeoutError
class S(TypedDict, total=False):
    n: int
def sync_node(s):
    return {"n": 1}
try:
    StateGraph(S).add_node("a", sync_node, timeout=5).add_edge(START, "a").compile()
    print("compiled")
except Exception as e:
    print("sync", type(e).__name__, str(e)[:160])
for v in (5, 2.5, timedelta(seconds=3), TimeoutPolicy(idle_timeout=4), TimeoutPolicy(run_timeout=timedelta(minutes=1), idle_timeout=2, refresh_on="heartbeat"), None, TimeoutPolicy()):
    print(repr(TimeoutPolicy.coerce(v)))
for bad in (0, -1, TimeoutPolicy(refresh_on="never", run_timeout=1)):
    try:
        TimeoutPolicy.coerce(bad)
    except Exception as e:
        print("bad", type(e).__name__, e)
print(issubclass(NodeTimeoutError, TimeoutError), issubclass(NodeTimeoutError, Exception))
attempts = []
async def slow(s):
    attempts.append(1)
    if len(attempts) < 3:
        await asyncio.sleep(30)
    return {"n": len(attempts)}
g = (StateGraph(S).add_node("slow", slow, timeout=TimeoutPolicy(run_timeout=0.05), retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False))
     .add_edge(START, "slow").add_edge("slow", END).compile())
try:
    print(asyncio.run(g.ainvoke({"n": 0})))
except NodeTimeoutError as e:
    print("timeout", e.kind, e.timeout, e.run_timeout, e.idle_timeout, len(attempts), str(e).split(" (elapsed")[0])
print(asyncio.run(g.ainvoke({"n": 0})), len(attempts))
