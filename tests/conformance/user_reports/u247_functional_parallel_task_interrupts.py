# https://github.com/langchain-ai/langgraph/issues/6577 , #6792 : @entrypoint running two @task calls that each interrupt; get_state().tasks/interrupts; resume with an id map; values of the tasks kept across resumes
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

runs = []
@task
def approve(item: str) -> str:
    runs.append(item)
    return item + ":" + interrupt({"item": item})
@entrypoint(checkpointer=InMemorySaver())
def flow(items: list) -> list:
    futs = [approve(i) for i in items]
    return [f.result() for f in futs]
cfg = {"configurable": {"thread_id": "1"}}
chunks = list(flow.stream(["a", "b"], cfg, stream_mode="updates"))
print(sorted(i.value["item"] for c in chunks for i in c.get("__interrupt__", ())))
st = flow.get_state(cfg)
print(st.next, sorted(str((t.name, [i.value for i in t.interrupts])) for t in st.tasks))
for answer in ("ok", "fine", "late"):
    st = flow.get_state(cfg)
    if not st.interrupts:
        break
    out = flow.invoke(Command(resume={i.id: answer for i in st.interrupts}), cfg)
    print(answer, out if not isinstance(out, dict) else sorted(str(i.value) for i in out["__interrupt__"]))
st = flow.get_state(cfg); print(st.next, st.values, sorted(set(runs)))
