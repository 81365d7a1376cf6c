# https://github.com/langchain-ai/langgraph/issues/2004 , PR 1793 , PR 3056 : one node calling the same checkpointer=True subgraph twice / two different ones, with a parent checkpointer (MULTIPLE_SUBGRAPHS)
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    n: int
def inc(state):
    return {"n": state["n"] + 1}
def mk(cp):
    b = StateGraph(S); b.add_node("inc", inc); b.add_edge(START, "inc")
    return b.compile(checkpointer=cp)
sub_true, sub_true2, sub_none = mk(True), mk(True), mk(None)
def twice_same(state):
    return sub_true.invoke(sub_true.invoke(state))
def two_different(state):
    return sub_true2.invoke(sub_true.invoke(state))
def twice_plain(state):
    return sub_none.invoke(sub_none.invoke(state))
for fn in (twice_same, two_different, twice_plain):
    for run in range(2):
        b = StateGraph(S); b.add_node("node", fn); b.add_edge(START, "node")
        g = b.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "t"}}
        try:
            print(fn.__name__, run, g.invoke({"n": 0}, cfg), g.invoke({"n": 10}, cfg))
        except Exception as e:
            print(fn.__name__, run, "raised", type(e).__name__, str(e).splitlines()[0])
        break
