# https://github.com/langchain-ai/langgraph/issues/5776 , PR 5243 , #6046 : @entrypoint function parameters: config, store, writer, previous, runtime (context); context_schema on entrypoint; get_runtime inside a task
from dataclasses import dataclass
from langchain_core.runnables import RunnableConfig
from langgraph.func import entrypoint, task
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.types import StreamWriter
from langgraph.runtime import Runtime, get_runtime
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    who: str
@task
def greet(x):
    rt = get_runtime(Ctx)
    return f"{x} {rt.context.who if rt.context else None} store={rt.store is not None}"
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx)
def wf(x: str, *, previous=None, config: RunnableConfig, store: BaseStore, writer: StreamWriter):
    writer({"prev": previous, "tid": config["configurable"]["thread_id"]})
    store.put(("seen",), x, {"v": 1})
    return [greet(x).result(), len(store.search(("seen",)))]
c = {"configurable": {"thread_id": "1"}}
print(list(wf.stream("a", c, stream_mode=["custom", "values"], context=Ctx(who="ann"))))
print(list(wf.stream("b", c, stream_mode=["custom", "values"])))
@entrypoint()
def wf2(x: int, runtime: Runtime[Ctx]):
    return (x, runtime.context, runtime.previous)
print(wf2.invoke(1, context=Ctx(who="z")))
print(wf.get_input_jsonschema(), wf.get_output_jsonschema())
