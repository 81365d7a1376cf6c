# https://github.com/langchain-ai/langgraph/pull/3135 , #6577 : entrypoint.final(value, save) and previous across threads, output/input schemas, stream modes, get_state values, a non-checkpointed entrypoint
from typing import Any
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import MemorySaver

seen = []
@entrypoint(checkpointer=MemorySaver())
def foo(msg: str, *, previous: Any) -> entrypoint.final[int, list[str]]:
    seen.append(previous)
    previous = previous or []
    return entrypoint.final(value=len(previous), save=previous + [msg])
print(foo.get_output_schema().model_json_schema())
print(foo.get_input_schema().model_json_schema())
c1 = {"configurable": {"thread_id": "1"}}
c2 = {"configurable": {"thread_id": "2"}}
print(foo.invoke("hello", c1), foo.invoke("goodbye", c1), foo.invoke("other", c2), foo.invoke("definitely", c1))
print(seen)
print(foo.get_state(c1).values, foo.get_state(c2).values)
print(list(foo.stream("again", c1, stream_mode=["values", "updates"])))
print([(h.metadata["step"], h.values) for h in foo.get_state_history(c1)][:4])

@entrypoint()
def plain(x: int, *, previous: Any = None) -> int:
    return x * 2 if previous is None else -1
print(plain.invoke(3), list(plain.stream(4)))

@task
def add_one(x):
    return x + 1
@entrypoint(checkpointer=MemorySaver())
def counter(step: int, *, previous: int | None = None):
    total = (previous or 0) + add_one(step).result()
    if total > 5:
        return entrypoint.final(value={"done": total}, save=0)
    return total
c3 = {"configurable": {"thread_id": "3"}}
print([counter.invoke(i, c3) for i in (1, 2, 3, 1)])
print(counter.get_state(c3).values)
