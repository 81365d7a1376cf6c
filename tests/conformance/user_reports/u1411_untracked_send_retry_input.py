# https://github.com/langchain-ai/langgraph/issues/8582 : a Send-reached worker whose argument holds an UntrackedValue key fails once under a RetryPolicy and, in a second thread, fails for good and is rerun by invoke(None): the input the worker sees on each attempt
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.channels.untracked_value import UntrackedValue
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send, RetryPolicy
class S(TypedDict, total=False):
    tmp: Annotated[str, UntrackedValue(str)]
    q: str
    out: Annotated[list, operator.add]
seen = []
fail = {"n": 1}
def worker(s):
    seen.append(sorted(s.items()))
    if fail["n"] > 0:
        fail["n"] -= 1
        raise ConnectionError("flaky")
    return {"out": [s.get("q")]}
def fan(s):
    return [Send("worker", {"q": "a", "tmp": "scratch"})]
for label, pol in (("retry", RetryPolicy(initial_interval=0.001, jitter=False)), ("rerun", None)):
    seen.clear()
    fail["n"] = 1
    g = (StateGraph(S).add_node("worker", worker, retry_policy=pol).add_conditional_edges(START, fan, ["worker"]).add_edge("worker", END)
         .compile(checkpointer=InMemorySaver()))
    cfg = {"configurable": {"thread_id": label}}
    try:
        print(label, g.invoke({"out": []}, cfg))
    except Exception as e:
        print(label, "ERR", type(e).__name__)
        print(g.invoke(None, cfg))
    print(seen)
