# https://github.com/langchain-ai/langgraph/pull/4486 , #8753 , PR 1049 : Send fan-out to a node with retry_policy and cache_policy: retried workers, cached workers on the 2nd run, updates metadata, tasks mode counts
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache

class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
attempts = {}
def work(arg):
    k = arg["item"]
    attempts[k] = attempts.get(k, 0) + 1
    if k == "b" and attempts[k] < 2:
        raise TimeoutError("slow b")
    return {"out": [k.upper()]}
b = StateGraph(S)
b.add_node("work", work, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=TimeoutError), cache_policy=CachePolicy())
b.add_conditional_edges(START, lambda s: [Send("work", {"item": i}) for i in s["items"]], ["work"])
g = b.compile(cache=InMemoryCache())
for run in range(2):
    ups = list(g.stream({"items": ["a", "b", "c"], "out": []}, stream_mode="updates"))
    print(run, sorted(str(u) for u in ups), dict(sorted(attempts.items())))
    print("  ", sorted(g.invoke({"items": ["a", "b", "c"], "out": []})["out"]))
tasks = [t for t in g.stream({"items": ["a", "d"], "out": []}, stream_mode="tasks")]
print(sorted((t["name"], "result" in t, t.get("error")) for t in tasks), dict(sorted(attempts.items())))
