# https://github.com/langchain-ai/langgraph/issues/6577 , #4084 , functional API how-to: futures: parallel @task futures resolved out of order, a task calling a task, a failing future caught, gather-style result lists, async futures with asyncio.gather
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@task
def square(x):
    return x * x
@task
def boom(x):
    raise ValueError(f"boom {x}")
@task
def nested(x):
    return square(x).result() + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(n):
    futs = [square(i) for i in range(n)]
    out = {"last_first": futs[-1].result(), "all": [f.result() for f in futs]}
    out["nested"] = nested(3).result()
    try:
        boom(1).result()
    except ValueError as e:
        out["caught"] = str(e)
    f = square(9)
    out["done_before"] = f.done() if hasattr(f, "done") else None
    out["f"] = f.result()
    return out
cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(4, cfg))
ups = [u for u in wf.stream(3, {"configurable": {"thread_id": "2"}}, stream_mode="updates")]
print(sorted(str(u) for u in ups))
print(len(list(wf.get_state_history(cfg))))

@task
async def aslow(x):
    await asyncio.sleep(0)
    return x + 100
@entrypoint(checkpointer=InMemorySaver())
async def awf(xs):
    results = await asyncio.gather(*[aslow(x) for x in xs])
    one = await aslow(0)
    return {"gathered": results, "one": one}
print(asyncio.run(awf.ainvoke([1, 2, 3], {"configurable": {"thread_id": "a"}})))
