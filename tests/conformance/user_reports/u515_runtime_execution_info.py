# https://github.com/langchain-ai/langgraph/issues/6370 , #6027 : runtime.execution_info in a node across retries (node_attempt), in a Send worker and a subgraph node; TimeoutPolicy validation errors
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.types import RetryPolicy, Send, TimeoutPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
seen = []
def info(rt):
    ei = rt.execution_info
    return None if ei is None else (ei.node_attempt, ei.thread_id, ei.checkpoint_ns.split(":")[0], bool(ei.task_id), bool(ei.checkpoint_id), ei.node_first_attempt_time is not None, ei.run_id is None)
def flaky(s, runtime: Runtime):
    seen.append(info(runtime))
    if len(seen) < 2: raise ConnectionError("x")
    return {"log": ["flaky"]}
def w(x, runtime: Runtime):
    return {"log": [("w", x, info(runtime))]}
def inner(s, runtime: Runtime):
    return {"log": [("inner", info(runtime))]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0, jitter=False)).add_node("w", w).add_node("sub", sub)
     .add_edge(START, "flaky").add_conditional_edges("flaky", lambda s: [Send("w", 1), "sub"], ["w", "sub"]).compile(checkpointer=InMemorySaver()))
out = g.invoke({"log": []}, {"configurable": {"thread_id": "t1"}})
print(seen)
print(sorted(map(str, out["log"])))
print(StateGraph(S).add_node("x", lambda s, runtime: {"log": [info(runtime)]}).add_edge(START, "x").compile().invoke({"log": []}))
for bad in [TimeoutPolicy(), TimeoutPolicy(run_timeout=-1), TimeoutPolicy(run_timeout=1, refresh_on="never"), 0]:
    try:
        print(TimeoutPolicy.coerce(bad))
    except Exception as e:
        print(type(e).__name__, e)
