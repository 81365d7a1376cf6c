# https://github.com/langchain-ai/langgraph/pull/6108 , #5952 : entrypoint with two parallel tasks each calling interrupt(): pending interrupts in get_state, plain resume refused, id-map resume of both, side effects counted
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def review(name):
    runs.append(name)
    return f"{name}:{interrupt(f'review {name}?')}"
@entrypoint(checkpointer=InMemorySaver())
def wf(names: list):
    futs = [review(n) for n in names]
    return [f.result() for f in futs]
c = {"configurable": {"thread_id": "1"}}
out = wf.invoke(["a", "b"], c)
print(sorted(i.value for i in out["__interrupt__"]))
st = wf.get_state(c)
print(sorted(i.value for i in st.interrupts), sorted(t.name for t in st.tasks), st.next)
try:
    print(wf.invoke(Command(resume="x"), c))
except Exception as e:
    print(type(e).__name__, str(e)[:120])
ids = {i.value: i.id for i in wf.get_state(c).interrupts}
out = wf.invoke(Command(resume={ids["review a?"]: "ok-a"}), c)
print(sorted(i.value for i in out.get("__interrupt__", [])) if isinstance(out, dict) else out)
ids = {i.value: i.id for i in wf.get_state(c).interrupts}
print(wf.invoke(Command(resume={ids["review b?"]: "ok-b"}), c))
print(sorted(runs))
