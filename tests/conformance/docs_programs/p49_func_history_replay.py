from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

counter = {"n": 0}
@task
def bump(x: int) -> int:
    counter["n"] += 1
    return x + counter["n"]

@entrypoint(checkpointer=InMemorySaver())
def wf(x: int, *, previous=None) -> int:
    return bump(x).result() + (previous or 0)

cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(1, cfg), wf.invoke(10, cfg), wf.invoke(100, cfg))
hist = list(wf.get_state_history(cfg))
for h in hist:
    print(h.metadata["step"], h.metadata["source"], h.values, h.next, [t.name for t in h.tasks])
# replay from the checkpoint before the third run
target = [h for h in hist if h.next == ("wf",)][0]
print("replay", wf.invoke(None, target.config), counter)
print(wf.get_state(cfg).values)
