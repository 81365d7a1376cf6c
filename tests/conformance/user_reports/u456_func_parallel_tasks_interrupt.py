# https://github.com/langchain-ai/langgraph/issues/6577 , #5952 : parallel @task futures, one interrupting; resume by id; results order
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def plain(x):
    return x * 2
@task
def gate(x):
    return f"{x}:{interrupt(f'approve {x}')}"
@entrypoint(checkpointer=InMemorySaver())
def wf(xs):
    futs = [plain(x) for x in xs] + [gate(xs[0])]
    return [f.result() for f in futs]
cfg = {"configurable": {"thread_id": "1"}}
out = wf.invoke([1, 2], cfg)
print({k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in out.items()} if isinstance(out, dict) else out)
st = wf.get_state(cfg)
print(st.next, sorted((t.name, [i.value for i in t.interrupts]) for t in st.tasks))
iid = st.interrupts[0].id
print(wf.invoke(Command(resume={iid: "ok"}), cfg))
print(wf.get_state(cfg).next)
