# https://github.com/langchain-ai/langgraph/pull/2393 : three @task futures each calling interrupt() in an @entrypoint: the __interrupt__ chunk lists (values in task order), get_state().interrupts, (the entrypoint stops at the first future's interrupt, so they surface one by one), each answered by Command(resume={id: ...}); what each task returned
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def approve(item):
    return item + ":" + interrupt("approve " + item)
@entrypoint(checkpointer=InMemorySaver())
def main(items):
    futs = [approve(i) for i in items]
    return [f.result() for f in futs]
cfg = {"configurable": {"thread_id": "1"}}
out = main.invoke(["a", "b", "c"], cfg)
ints = out["__interrupt__"]
print(sorted(i.value for i in ints))
st = main.get_state(cfg)
by_value = {i.value: i.id for i in st.interrupts}
print(sorted(by_value), st.next)
seen = []
while "__interrupt__" in out:
    pending = main.get_state(cfg).interrupts
    seen.append(sorted(x.value for x in pending))
    out = main.invoke(Command(resume={x.id: "ok-" + x.value[-1] for x in pending}), cfg)
print(seen, out)
print(main.get_state(cfg).values, main.get_state(cfg).next)
