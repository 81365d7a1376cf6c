# https://github.com/langchain-ai/langgraph/pull/3202 : entrypoint.batch / abatch over several threads of one checkpointer (one input interrupts), with return_exceptions=True for a failing input; then each thread's state and `previous` on the next batch
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
@task
def check(x):
    if x == 0:
        raise ValueError("zero")
    if x < 0:
        return interrupt("negative %d" % x)
    return x
@entrypoint(checkpointer=InMemorySaver())
def main(x, *, previous=None):
    return {"x": check(x).result(), "prev": previous and previous["x"]}
cfgs = [{"configurable": {"thread_id": str(i)}} for i in range(3)]
print(main.batch([5, -1, 0], cfgs, return_exceptions=True))
print([(main.get_state(c).next, main.get_state(c).values) for c in cfgs])
print(asyncio.run(main.abatch([7, 8], cfgs[:2], return_exceptions=True)))
try:
    main.batch([1, 0], cfgs[:2])
except Exception as e:
    print("ERR", type(e).__name__, e)
