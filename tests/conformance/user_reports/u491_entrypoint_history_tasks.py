# https://github.com/langchain-ai/langgraph/issues/6577 , #6792 : get_state_history of an @entrypoint thread (task results in snapshots), update_state on it, then invoke(None)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def add(a, b):
    return a + b
@entrypoint(checkpointer=InMemorySaver())
def wf(n: int, *, previous=None):
    s = add(n, previous or 0).result()
    ok = interrupt({"sum": s})
    return s if ok else -1
cfg = {"configurable": {"thread_id": "1"}}
wf.invoke(2, cfg)
for h in wf.get_state_history(cfg):
    print(h.metadata["step"], h.metadata["source"], h.values, h.next, [(t.name, t.result, [i.value for i in t.interrupts]) for t in h.tasks])
print(wf.invoke(Command(resume=True), cfg))
wf.update_state(cfg, 100)
st = wf.get_state(cfg)
print(st.values, st.next, st.metadata["source"])
print(wf.invoke(5, cfg))
print(wf.invoke(Command(resume=False), cfg))
