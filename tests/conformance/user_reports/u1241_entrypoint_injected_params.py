# https://github.com/langchain-ai/langgraph/issues/8059 : the parameters an @entrypoint can ask for by name (config, store, writer, previous, runtime) and what a @task asking for the same names gets: which are injected, which must be passed, and the errors when a task's parameter is missing
from langgraph.func import entrypoint, task
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store)
def main(x, *, config, store, writer, previous=None, runtime: Runtime):
    writer("w")
    return {"x": x, "thread": config["configurable"]["thread_id"], "store": type(store).__name__, "prev": previous,
            "rt": [type(runtime).__name__, runtime.store is store, runtime.previous == previous]}
cfg = {"configurable": {"thread_id": "1"}}
print(list(main.stream(1, cfg, stream_mode=["custom", "updates"])))
print(main.invoke(2, cfg)["prev"])
@task
def t1(x, config=None):
    return sorted(config) if config else config
@task
def t2(x, store=None):
    return type(store).__name__
@task
def t3(x, *, writer=None):
    return writer is None
@entrypoint(store=store)
def uses(x):
    return [t1(x).result(), t2(x).result(), t3(x).result()]
try:
    print(uses.invoke(1))
except Exception as e:
    print("ERR", type(e).__name__, str(e)[:200])
@task
def needs_two(a, b): return a + b
@entrypoint()
def bad(x):
    return needs_two(x).result()
try:
    print(bad.invoke(1))
except Exception as e:
    print("ERR", type(e).__name__, str(e)[:200])
