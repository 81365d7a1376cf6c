# https://github.com/langchain-ai/langgraph/issues/6577 : functional-API misuse: calling a @task outside any run, get_stream_writer() outside a run, entrypoint.final without a checkpointer, an entrypoint with two positional parameters, a @task given a generator; error types and first lines (or results)
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer, get_config
@task
def double(x): return x * 2
def attempt(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")
attempt("task outside", lambda: double(2))
attempt("writer outside", lambda: get_stream_writer())
attempt("config outside", lambda: get_config())
@entrypoint()
def noсp(x):
    return entrypoint.final(value=x, save=x + 1)
attempt("final no saver", lambda: noсp.invoke(1))
def two(a, b): return a
attempt("two params", lambda: type(entrypoint()(two)).__name__)
def kwonly(*, a): return a
attempt("kw only", lambda: type(entrypoint()(kwonly)).__name__)
@entrypoint()
def uses(x):
    return [double(i).result() for i in range(x)]
attempt("inside", lambda: uses.invoke(3))
attempt("inside stream", lambda: list(uses.stream(2, stream_mode="updates")))
