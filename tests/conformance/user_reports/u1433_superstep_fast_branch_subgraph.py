# https://github.com/langchain-ai/langgraph/issues/6320 : a fast branch (fast -> after_fast) beside a slow three-step branch: the nodes due at each step (the history of a durability="sync" run; under "async" LangGraph may save a join barrier that a later step already filled), with the branches as plain nodes and with the fast branch wrapped in a subgraph so that it finishes in one parent step
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(name):
    return lambda s: {"log": [name]}
def steps(g, tid):
    cfg = {"configurable": {"thread_id": tid}}
    g.invoke({"log": []}, cfg, durability="sync")
    return sorted((h.metadata["step"], sorted(h.next)) for h in g.get_state_history(cfg))
b = StateGraph(S)
for n in ("slow1", "slow2", "slow3", "fast", "after_fast", "join"):
    b.add_node(n, mk(n))
b.add_edge(START, "slow1").add_edge("slow1", "slow2").add_edge("slow2", "slow3").add_edge(START, "fast").add_edge("fast", "after_fast")
b.add_edge(["slow3", "after_fast"], "join").add_edge("join", END)
flat = b.compile(checkpointer=InMemorySaver())
print(flat.invoke({"log": []}, {"configurable": {"thread_id": "f0"}})["log"])
print(steps(flat, "f"))
fastsub = StateGraph(S).add_node("fast", mk("fast")).add_node("after_fast", mk("after_fast")).add_edge(START, "fast").add_edge("fast", "after_fast").compile()
b2 = StateGraph(S)
for n in ("slow1", "slow2", "slow3", "join"):
    b2.add_node(n, mk(n))
b2.add_node("fast_branch", fastsub)
b2.add_edge(START, "slow1").add_edge("slow1", "slow2").add_edge("slow2", "slow3").add_edge(START, "fast_branch")
b2.add_edge(["slow3", "fast_branch"], "join").add_edge("join", END)
nested = b2.compile(checkpointer=InMemorySaver())
print(nested.invoke({"log": []}, {"configurable": {"thread_id": "n0"}})["log"])
print(steps(nested, "n"))
