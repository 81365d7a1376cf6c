# https://github.com/langchain-ai/langgraph/issues/547 , #2928 , functional API misuse: a @task called outside an entrypoint, interrupt() outside a graph, an entrypoint without checkpointer interrupting, a non-callable task, entrypoint with two positional params
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "raised", type(e).__name__, str(e).splitlines()[0] if str(e) else "")

@task
def double(x):
    return x * 2
attempt("task outside", lambda: double(2).result())
attempt("interrupt outside", lambda: interrupt("q"))
@entrypoint()
def no_cp(x):
    return interrupt("need checkpointer")
attempt("no checkpointer", lambda: no_cp.invoke(1))
attempt("resume without checkpointer", lambda: no_cp.invoke(Command(resume=1)))
def two(a, b):
    return a
attempt("two params", lambda: type(entrypoint()(two)).__name__)
def kw_only(a, *, previous=None, store=None, writer=None, config=None):
    return [a, previous, store is None, callable(writer), sorted(config)[:3]]
attempt("injected kwargs", lambda: entrypoint()(kw_only).invoke(5))
attempt("task of a lambda", lambda: type(task(lambda x: x)).__name__)
@entrypoint()
def calls_task_obj(x):
    return double(x).result() + double(x + 1).result()
attempt("good", lambda: calls_task_obj.invoke(3))
@entrypoint()
def gen(x):
    yield x
attempt("generator entrypoint", lambda: gen.invoke(1))
