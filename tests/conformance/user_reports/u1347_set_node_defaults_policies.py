# https://github.com/langchain-ai/langgraph/pull/7747 : StateGraph.set_node_defaults(retry_policy=..., cache_policy=...) applies to every node without its own policy; add_node's own policy wins; the defaults given after add_node still apply (resolved at compile); a subgraph does not inherit them; attempts counted per node and cached nodes on a second run
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
calls = {}
def flaky(name, fails):
    def fn(s):
        calls[name] = calls.get(name, 0) + 1
        if calls[name] <= fails:
            raise ConnectionError(name)
        return {"log": [name]}
    return fn
fast = RetryPolicy(max_attempts=3, initial_interval=0.001, jitter=False)
sub = StateGraph(S).add_node("sub_inner", flaky("sub_inner", 1)).add_edge(START, "sub_inner").compile()
b = StateGraph(S)
b.add_node("a", flaky("a", 2))
b.add_node("b", flaky("b", 1), retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False, retry_on=ConnectionError))
b.add_node("sub", sub)
b.add_edge(START, "a").add_edge("a", "b").add_edge("b", "sub")
b.set_node_defaults(retry_policy=fast, cache_policy=CachePolicy())
g = b.compile(cache=InMemoryCache())
for run in range(3):
    try:
        out = list(g.stream({"x": 1, "log": []}, stream_mode="updates"))
        print(run, [(list(c), c.get("__metadata__")) for c in out])
    except Exception as e:
        print(run, "ERR", type(e).__name__, e)
    print(run, dict(sorted(calls.items())))
print(sorted(g.builder.nodes), [(k, type(v.retry_policy).__name__, v.cache_policy is not None) for k, v in sorted(g.builder.nodes.items())])
