# https://github.com/langchain-ai/langgraph/pull/5243 : what @task functions and an @entrypoint get injected by parameter name (config, writer, store, runtime, previous): a task's previous is the entrypoint's saved value, its runtime.context, a writer's chunks in custom mode, and previous without a saver or positional
from typing import Any, Optional
from langchain_core.runnables import RunnableConfig
from langgraph.func import entrypoint, task
from langgraph.types import StreamWriter
from langgraph.store.base import BaseStore
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
def d(x): return None if x is None else type(x).__name__
def att(label, fn):
    try: print(label, fn())
    except Exception as e: print(label, "RAISED", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
@task
def t_conf(x, config: RunnableConfig): return [x, d(config)]
@task
def t_writer(x, writer: StreamWriter):
    writer({"from": "task"})
    return [x, d(writer)]
@task
def t_store(x, *, store: BaseStore): return [x, d(store)]
@task
def t_runtime(x, runtime: Runtime): return [x, d(runtime), runtime.context]
@task
def t_prev(x, previous=None): return [x, previous]
@entrypoint(checkpointer=InMemorySaver(), store=InMemoryStore())
def wf(x, *, previous: Optional[int] = None, config: RunnableConfig, writer: StreamWriter, store: BaseStore, runtime: Runtime):
    writer({"from": "entrypoint", "prev": previous})
    return [t_conf(x).result(), t_writer(x).result(), t_store(x).result(), t_runtime(x).result(), t_prev(x).result(), d(config), d(store), d(runtime)]
cfg = {"configurable": {"thread_id": "1"}}
att("run", lambda: list(wf.stream(1, cfg, context={"c": 1}, stream_mode=["custom", "values"])))
att("run2", lambda: wf.invoke(2, cfg))
@entrypoint()
def noprev(x, *, previous=None): return previous
att("no saver previous", lambda: noprev.invoke(1))
@entrypoint()
def pos_prev(x, previous): return previous
att("positional previous", lambda: pos_prev.invoke(1))
@entrypoint()
def nosaver(x: int) -> list:
    return [t_prev(x).result()]
print(nosaver.invoke(1))
