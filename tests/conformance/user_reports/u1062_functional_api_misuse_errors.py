# https://github.com/langchain-ai/langgraph/pull/3455 : functional API misuse: a @task called outside an entrypoint, an entrypoint with two positional parameters, `previous` without a checkpointer, entrypoint.final returned from a task, a task result not awaited (.result() twice), an entrypoint decorated on a class method, interrupt in an entrypoint without checkpointer: errors and results
from typing import Optional
from langgraph.func import entrypoint, task
from langgraph.types import interrupt
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")
@task
def double(x: int) -> int:
    return x * 2
show("task outside", lambda: double(2).result())
def two():
    @entrypoint()
    def f(a, b):
        return a + b
    return f.invoke(1)
show("two positional", two)
@entrypoint()
def prev(n: int, *, previous: Optional[int] = None):
    return (previous, n)
show("previous no saver", lambda: prev.invoke(3))
@entrypoint()
def twice(n: int):
    f = double(n)
    return f.result() + f.result()
show("result twice", lambda: twice.invoke(4))
@task
def finalish(n):
    return entrypoint.final(value=n, save=n)
@entrypoint()
def uses_final(n: int):
    return finalish(n).result()
show("final from task", lambda: uses_final.invoke(5))
@entrypoint()
def asks(n: int):
    return interrupt("ok?")
show("interrupt no saver", lambda: asks.invoke(1))
show("interrupt no saver stream", lambda: list(asks.stream(1, stream_mode="updates")))
show("entrypoint not callable", lambda: entrypoint()(5))
