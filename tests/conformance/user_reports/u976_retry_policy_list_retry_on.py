# https://github.com/langchain-ai/langgraph/issues/8039 : a node given a list of RetryPolicy (first matching one applies) with retry_on callables and exception tuples; attempts per exception type, the error that finally escapes, and the state left behind
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
plan = []
attempts = []
def flaky(s):
    attempts.append(len(attempts))
    if plan:
        raise plan.pop(0)
    return {"log": ["ok after " + str(len(attempts))]}
policies = [
    RetryPolicy(retry_on=KeyError, max_attempts=2, initial_interval=0.0, jitter=False),
    RetryPolicy(retry_on=lambda e: isinstance(e, ValueError) and "soft" in str(e), max_attempts=4, initial_interval=0.0, jitter=False),
]
g = StateGraph(S).add_node("flaky", flaky, retry_policy=policies).add_edge(START, "flaky").compile(checkpointer=InMemorySaver())
cases = [
    [KeyError("a")],
    [KeyError("a"), KeyError("b")],
    [ValueError("soft 1"), ValueError("soft 2"), ValueError("soft 3")],
    [ValueError("soft"), ValueError("hard")],
    [TypeError("t")],
    [ValueError("soft"), KeyError("k")],
]
for i, c in enumerate(cases):
    plan[:] = c
    attempts.clear()
    cfg = {"configurable": {"thread_id": str(i)}}
    try:
        print(i, g.invoke({"log": []}, cfg), len(attempts))
    except Exception as e:
        st = g.get_state(cfg)
        print(i, "raised", type(e).__name__, e, len(attempts), st.next, [repr(t.error) for t in st.tasks])
