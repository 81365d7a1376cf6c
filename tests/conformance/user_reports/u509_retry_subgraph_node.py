# https://github.com/langchain-ai/langgraph/pull/1062 , #1695 : RetryPolicy on a subgraph node whose inner node fails once: the subgraph re-runs from its start, inner calls, subgraphs=True updates
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
calls = []
def s1(s):
    calls.append("s1"); return {"log": ["s1"]}
def s2(s):
    calls.append("s2")
    if calls.count("s2") == 1: raise ConnectionError("inner")
    return {"log": ["s2"]}
sub = StateGraph(S).add_node("s1", s1).add_node("s2", s2).add_edge(START, "s1").add_edge("s1", "s2").compile()
g = StateGraph(S).add_node("sub", sub, retry_policy=RetryPolicy(initial_interval=0, jitter=False)).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), ch)
print(calls, g.get_state(cfg).values)
