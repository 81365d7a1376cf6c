from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy

state = {"fail": True, "runs": 0}
@task
def fragile(x: int) -> int:
    state["runs"] += 1
    if state["fail"]:
        raise KeyError(f"missing {x}")
    return x

@task
def fine(x: int) -> int:
    return -x

@entrypoint(checkpointer=InMemorySaver())
def wf(x: int) -> list:
    a = fine(x).result()
    b = fragile(x).result()
    return [a, b]

cfg = {"configurable": {"thread_id": "1"}}
try:
    wf.invoke(3, cfg)
except KeyError as e:
    print("KeyError", e)
s = wf.get_state(cfg)
print(s.next, [(t.name, repr(t.error)) for t in s.tasks], s.values)
state["fail"] = False
print(wf.invoke(None, cfg), state["runs"])
print([(h.metadata["step"], h.metadata["source"], h.next) for h in wf.get_state_history(cfg)])
for c in wf.stream(4, cfg, stream_mode="tasks"):
    print({k: v for k, v in c.items() if k not in ("id",)})
