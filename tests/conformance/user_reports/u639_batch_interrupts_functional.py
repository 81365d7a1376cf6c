# https://github.com/langchain-ai/langgraph/pull/2143 , #3380 : batch() of an entrypoint over threads where some interrupt, resume batch with Command per thread, return_exceptions with a failing input
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def check(x):
    if x < 0:
        raise ValueError(f"negative {x}")
    return x
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    v = check(x).result()
    if v > 5:
        v = v + interrupt(f"big {v}")
    return v
cfgs = [{"configurable": {"thread_id": f"t{i}"}} for i in range(3)]
out = wf.batch([1, 10, -1], cfgs, return_exceptions=True)
print([o if not isinstance(o, dict) else {k: [i.value for i in v] for k, v in o.items()} for o in out])
print(wf.batch([Command(resume=0), Command(resume=5)], cfgs[:2], return_exceptions=True))
print([wf.get_state(c).values for c in cfgs], [wf.get_state(c).next for c in cfgs])
