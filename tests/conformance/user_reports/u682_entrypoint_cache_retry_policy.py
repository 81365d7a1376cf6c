# https://github.com/langchain-ai/langgraph/pull/4486 , PR 1062 : @entrypoint(cache_policy=..., retry_policy=...): the whole entrypoint cached across invocations (and threads), retried on failure; updates metadata; previous with a cached entrypoint
from langgraph.func import entrypoint
from langgraph.types import CachePolicy, RetryPolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@entrypoint(cache=InMemoryCache(), cache_policy=CachePolicy(), retry_policy=RetryPolicy(initial_interval=0.001, jitter=False, retry_on=KeyError), checkpointer=InMemorySaver())
def wf(x: int, *, previous=None):
    calls.append((x, previous))
    if len(calls) == 1:
        raise KeyError("first")
    return x * 2
for t, x in (("1", 1), ("1", 1), ("2", 1), ("1", 2)):
    c = {"configurable": {"thread_id": t}}
    print(t, x, list(wf.stream(x, c, stream_mode="updates")), wf.get_state(c).values)
print(calls)
