# https://github.com/langchain-ai/langgraph/issues/6577 , durable execution docs : entrypoint whose second task fails; the first task's result is saved and not re-run when invoked again with None; get_state tasks/error; history
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
runs = {"one": 0, "two": 0}
broken = {"on": True}
@task
def one(x):
    runs["one"] += 1
    return x + 1
@task
def two(x):
    runs["two"] += 1
    if broken["on"]:
        raise ValueError("two failed")
    return x * 10
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    a = one(x).result()
    return two(a).result()
c = {"configurable": {"thread_id": "1"}}
try:
    wf.invoke(1, c)
except ValueError as e:
    print("raised", e)
st = wf.get_state(c)
print(st.values, st.next, sorted((t.name, t.error) for t in st.tasks), runs)
broken["on"] = False
print(wf.invoke(None, c), runs)
print([(h.metadata["step"], h.next, h.values) for h in wf.get_state_history(c)])
print(wf.invoke(5, c), runs)
