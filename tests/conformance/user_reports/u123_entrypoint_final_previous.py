# https://github.com/langchain-ai/langgraph/issues/6577 (round 2) : entrypoint.final return vs save, previous across calls, get_state, stream modes
from typing import Any
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

@task
def add(a: int, b: int) -> int:
    return a + b

@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous: Any = None) -> entrypoint.final[int, int]:
    total = add(previous or 0, n).result()
    return entrypoint.final(value=previous, save=total)

cfg = {"configurable": {"thread_id": "1"}}
for n in [1, 2, 3]:
    print(counter.invoke(n, cfg), counter.get_state(cfg).values)
for c in counter.stream(10, cfg, stream_mode=["updates", "values", "custom"]):
    print(c)
print([(h.metadata["step"], h.values, h.next) for h in counter.get_state_history(cfg)][:4])

@entrypoint(checkpointer=InMemorySaver())
def asker(topic: str, *, previous: Any = None) -> dict:
    ans = interrupt({"topic": topic, "prev": previous})
    return {"topic": topic, "ans": ans, "prev": previous}
c2 = {"configurable": {"thread_id": "2"}}
print(asker.invoke("a", c2))
print(asker.invoke(Command(resume="yes"), c2))
print(asker.invoke("b", c2))
print(asker.get_state(c2).next, [i.value for i in asker.get_state(c2).interrupts])
print(asker.invoke(Command(resume="no"), c2))
