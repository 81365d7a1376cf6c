# https://github.com/langchain-ai/langgraph/issues/4615 : an @entrypoint launching three @tasks at once, two of which interrupt() (results read in order, so the second's interrupt surfaces once the first is resumed): the interrupts at the pause, get_state's next / tasks / interrupts, resuming the first by id, then the second, and which tasks ran how many times
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
runs = []
@task
def approve(item):
    runs.append(item)
    if item == "plain":
        return item
    return item + ":" + interrupt({"approve": item})
@entrypoint(checkpointer=InMemorySaver())
def wf(items):
    futs = [approve(i) for i in items]
    return [f.result() for f in futs]
cfg = {"configurable": {"thread_id": "1"}}
out = wf.invoke(["plain", "car", "boat"], cfg)
ints = sorted(out["__interrupt__"], key=lambda i: i.value["approve"]) if isinstance(out, dict) else out
print(sorted(i.value["approve"] for i in ints))
st = wf.get_state(cfg)
print(st.next, sorted((t.name, tuple(i.value["approve"] for i in t.interrupts), t.result) for t in st.tasks), sorted(i.value["approve"] for i in st.interrupts))
out = wf.invoke(Command(resume={ints[0].id: "yes"}), cfg)
ints = out["__interrupt__"]
print([i.value["approve"] for i in ints], wf.get_state(cfg).next, sorted(runs))
out = wf.invoke(Command(resume={ints[0].id: "no"}), cfg)
print(out, sorted(runs), wf.get_state(cfg).next)
