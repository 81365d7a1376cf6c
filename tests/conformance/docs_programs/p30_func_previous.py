from typing import Any
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@entrypoint(checkpointer=InMemorySaver())
def accumulate(n: int, *, previous: Any = None) -> int:
    previous = previous or 0
    return previous + n

config = {"configurable": {"thread_id": "some_thread"}}
print(accumulate.invoke(1, config=config))
print(accumulate.invoke(2, config=config))
print(accumulate.invoke(5, config={"configurable": {"thread_id": "other"}}))

@entrypoint(checkpointer=InMemorySaver())
def my_workflow(number: int, *, previous: Any = None) -> entrypoint.final[int, int]:
    previous = previous or 0
    return entrypoint.final(value=previous, save=2 * number)

config = {"configurable": {"thread_id": "1"}}
print(my_workflow.invoke(3, config))
print(my_workflow.invoke(1, config))
print(my_workflow.invoke(10, config))
s = my_workflow.get_state(config)
print(s.values, s.next)
for chunk in my_workflow.stream(4, config, stream_mode=["values", "updates"]):
    print(chunk)
print(repr(entrypoint.final(value=1, save=2)))
