# https://github.com/langchain-ai/langgraph/pull/4486 , #6208 : a cached node that calls interrupt() (is the pause cached?), a cached node before an interrupting node across threads, resume, cached flags in updates (a cache_policy on the interrupting node itself taken out: LangGraph 1.2.11 caches it with no writes and the resume crashes with IndexError in output_writes; lingxigraph resumes it)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy, interrupt, Command
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
calls = []
class S(TypedDict):
    q: str
    a: str
def prep(s):
    calls.append("prep")
    return {"q": s["q"] + "?"}
def ask(s):
    calls.append("ask")
    return {"a": interrupt(s["q"])}
g = (StateGraph(S).add_node("prep", prep, cache_policy=CachePolicy()).add_node("ask", ask)
     .add_edge(START, "prep").add_edge("prep", "ask").add_edge("ask", END).compile(cache=InMemoryCache(), checkpointer=InMemorySaver()))
for t in ("1", "2"):
    c = {"configurable": {"thread_id": t}}
    print(t, list(g.stream({"q": "x", "a": ""}, c, stream_mode="updates")))
    print(t, list(g.stream(Command(resume=f"ans{t}"), c, stream_mode="updates")))
print(calls)
c = {"configurable": {"thread_id": "3"}}
print(list(g.stream({"q": "x", "a": ""}, c, stream_mode="updates")), calls[-2:])
