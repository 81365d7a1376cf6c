# https://github.com/langchain-ai/langgraph/pull/5243 : an @entrypoint with context_schema taking runtime: Runtime[Ctx]: runtime.context, runtime.previous across turns, runtime.store, and entrypoint.final(value, save) feeding the next turn's previous
from dataclasses import dataclass
from langgraph.func import entrypoint
from langgraph.runtime import Runtime
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
@dataclass
class Ctx:
    who: str
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store, context_schema=Ctx)
def counter(n: int, runtime: Runtime[Ctx]):
    prev = runtime.previous or 0
    runtime.store.put(("seen",), runtime.context.who, {"last": n})
    return entrypoint.final(value=f"{runtime.context.who}:{prev}+{n}", save=prev + n)
cfg = {"configurable": {"thread_id": "t"}}
for who, n in [("a", 1), ("b", 2), ("a", 3)]:
    print(counter.invoke(n, cfg, context=Ctx(who)))
print(counter.get_state(cfg).values, [(i.key, i.value) for i in store.search(("seen",))])
print(list(counter.stream(4, cfg, context=Ctx("c"), stream_mode=["values", "updates"])))
