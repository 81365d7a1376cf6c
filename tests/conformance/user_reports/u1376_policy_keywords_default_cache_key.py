# https://github.com/langchain-ai/langgraph/pull/4957 : the policy keywords and defaults as user code touches them: add_node(retry=...) / @task(retry=...) (the old names: warnings, still applied?), CachePolicy()'s key_func being default_cache_key itself, what default_cache_key treats as the same input (dict order, list vs tuple, 1 vs 1.0, pydantic models, sets), and RetryPolicy / CachePolicy reprs
import warnings
from pydantic import BaseModel
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task, entrypoint
from langgraph.types import default_cache_key, CachePolicy, RetryPolicy
class M(BaseModel):
    x: int
    y: list = []
k = default_cache_key
pairs = [({"a": 1, "b": 2}, {"b": 2, "a": 1}), ([1, 2], (1, 2)), ({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2}]}), ({1, 2}, {2, 1}),
         (M(x=1), M(x=1)), (M(x=1), {"x": 1, "y": []}), (1, 1.0), (True, 1), ("a", b"a"), (None, None)]
for a, b in pairs:
    print(repr(a), repr(b), k(a) == k(b), type(k(a)).__name__)
print(k(1, 2) == k(1, 2), k(1, x=2) == k(1, x=2), k(x=1, y=2) == k(y=2, x=1))
print(CachePolicy().key_func is default_cache_key, repr(CachePolicy(ttl=5)).split(" at ")[0], CachePolicy(ttl=5) == CachePolicy(ttl=5))
print(RetryPolicy(max_attempts=2).max_attempts, RetryPolicy() == RetryPolicy(), sorted(RetryPolicy._fields))
class S(TypedDict, total=False):
    n: int
calls = []
def flaky(s):
    calls.append(1)
    if len(calls) < 2:
        raise ConnectionError("again")
    return {"n": len(calls)}
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    g = StateGraph(S).add_node("flaky", flaky, retry=RetryPolicy(initial_interval=0.001, jitter=False)).add_edge(START, "flaky").compile()
print([(w.category.__name__, str(w.message)[:100]) for w in caught])
print(g.invoke({"n": 0}), len(calls))
attempts = []
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    @task(retry=RetryPolicy(initial_interval=0.001, jitter=False))
    def t(x):
        attempts.append(x)
        if len(attempts) < 2:
            raise ConnectionError("again")
        return x * 2
print([(w.category.__name__, str(w.message)[:100]) for w in caught])
@entrypoint()
def wf(x):
    return t(x).result()
print(wf.invoke(4), attempts)
