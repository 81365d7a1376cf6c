# https://github.com/langchain-ai/langgraph/pull/4486 , #2336 : a cached node (cache hit) beside a failing node: saved pending writes, invoke(None) after the fix (cached update again?) (a cached Send worker that interrupts taken out: LangGraph crashes on its resume, as in 55)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import CachePolicy, Send, interrupt, Command
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
state = {"fail": True}
def bad(s):
    if state["fail"]:
        raise RuntimeError("bad")
    return {"log": ["bad"]}
saver = InMemorySaver()
cache = InMemoryCache()
g = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}, cache_policy=CachePolicy()).add_node("bad", bad).add_edge(START, "c").add_edge(START, "bad").compile(checkpointer=saver, cache=cache)
state["fail"] = False
print(sorted(map(str, g.stream({"log": []}, {"configurable": {"thread_id": "warm"}}, stream_mode="updates"))))
state["fail"] = True
c = {"configurable": {"thread_id": "1"}}
try:
    for ch in g.stream({"log": []}, c, stream_mode="updates"):
        print("chunk", ch)
except RuntimeError as e:
    print("raised", e)
print(sorted(w[1] for w in saver.get_tuple(c).pending_writes))
state["fail"] = False
print(sorted(map(str, g.stream(None, c, stream_mode="updates"))), g.get_state(c).values)
