# https://github.com/langchain-ai/langgraph/pull/7646 : Send(node, arg, timeout=...) on async workers: the one payload that never finishes fails with NodeTimeoutError (type, node, kind, message first line) while its siblings' writes are kept in the saved state, a Send timeout overriding the node's own timeout, the timeout retried under a RetryPolicy (NodeTimeoutError is retryable by default), and Send's repr / equality with a timeout
import asyncio
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send, RetryPolicy, TimeoutPolicy
from langgraph.errors import NodeTimeoutError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    items: list
    done: Annotated[list, operator.add]
attempts = {}
async def worker(s):
    i = s["i"]
    attempts[i] = attempts.get(i, 0) + 1
    if i == 2 and attempts[i] < 2:
        await asyncio.Event().wait()
    if i == 9:
        await asyncio.Event().wait()
    return {"done": [i]}
def fan(s): return [Send("worker", {"i": i}, timeout=0.05 if i in (2, 9) else None) for i in s["items"]]
async def main():
    for items, retry in (([0, 1, 9], None), ([0, 2], RetryPolicy(initial_interval=0.001, jitter=False))):
        attempts.clear()
        g = (StateGraph(S).add_node("worker", worker, timeout=30, retry_policy=retry)
             .add_conditional_edges(START, fan, ["worker"]).compile(checkpointer=InMemorySaver()))
        cfg = {"configurable": {"thread_id": str(items)}}
        try:
            out = await g.ainvoke({"items": items, "done": []}, cfg)
            print(items, sorted(out["done"]), dict(sorted(attempts.items())))
        except NodeTimeoutError as e:
            print(items, "ERR", type(e).__name__, isinstance(e, TimeoutError), str(e).split(" (elapsed")[0], e.node, e.kind, dict(sorted(attempts.items())))
        st = await g.aget_state(cfg)
        print(items, sorted(st.values.get("done", [])), [(t.name, type(t.error).__name__ if t.error else None) for t in st.tasks])
asyncio.run(main())
a = Send("w", {"i": 1}, timeout=5)
print(a == Send("w", {"i": 1}, timeout=5), a == Send("w", {"i": 1}), repr(Send("w", 1)))
print(TimeoutPolicy.coerce(5) == TimeoutPolicy(run_timeout=5), TimeoutPolicy.coerce(None))
