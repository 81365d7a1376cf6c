# https://github.com/langchain-ai/langgraph/issues/5700 , #8406 : runtime context inside @task calls, a nested @entrypoint called from a task with its own context, get_runtime in tasks
from dataclasses import dataclass
from langgraph.func import entrypoint, task
from langgraph.runtime import get_runtime, Runtime
from langgraph.checkpoint.memory import InMemorySaver

@dataclass
class Ctx:
    user: str
@task
def who():
    return repr(get_runtime().context)
@entrypoint()
def inner(x, runtime: Runtime):
    return f"inner sees {runtime.context!r}"
@task
def call_inner(ctx):
    return inner.invoke(1, context=ctx) if ctx is not None else inner.invoke(1)
@entrypoint(checkpointer=InMemorySaver())
def outer(x, runtime: Runtime):
    return [repr(runtime.context), who().result(), call_inner(None).result(), call_inner(Ctx("other")).result()]
print(outer.invoke(1, {"configurable": {"thread_id": "1"}}, context=Ctx("ann")))
