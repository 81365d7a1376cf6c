# https://github.com/langchain-ai/langgraph/issues/6577 : functional-API misuse and its errors: a @task called outside any entrypoint, an entrypoint with two positional parameters, an entrypoint with no parameters, `await` on a sync task's future in an async entrypoint, a task returning a generator, an entrypoint invoked with a checkpointer but no thread_id, and interrupt() in an entrypoint without a checkpointer
import asyncio
from langgraph.func import entrypoint, task
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
def show(label, f):
    try:
        print(label, "OK", f())
    except BaseException as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:200] if str(e) else "")
@task
def t(x): return x + 1
show("task outside", lambda: t(1).result())
def two():
    @entrypoint()
    def ep(a, b): return a
    return ep.invoke(1)
show("two params", two)
def none():
    @entrypoint()
    def ep(): return 1
    return ep.invoke(None)
show("no params", none)
@entrypoint()
async def aep(x):
    return await t(x)
show("await sync task", lambda: asyncio.run(aep.ainvoke(1)))
@entrypoint(checkpointer=InMemorySaver())
def needs_thread(x): return x
show("no thread", lambda: needs_thread.invoke(1))
@entrypoint()
def pause(x): return interrupt("q")
show("interrupt no saver", lambda: pause.invoke(1))
show("interrupt no saver stream", lambda: list(pause.stream(1)))
