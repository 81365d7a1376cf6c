# https://github.com/langchain-ai/langgraph/issues/1655 , docs "functional API: parallel execution" : @task futures: several submitted before .result(), a task calling a task, a list comprehension of futures, a future passed on, done()
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def sq(x):
    return x * x
@task
def add_sq(a, b):
    return sq(a).result() + sq(b).result()
@task
def describe(v):
    return f"v={v}"
@entrypoint(checkpointer=InMemorySaver())
def wf(nums: list):
    futs = [sq(n) for n in nums]
    vals = [f.result() for f in futs]
    s = add_sq(nums[0], nums[-1]).result()
    d = describe(s)
    return {"vals": vals, "s": s, "d": d.result()}
c = {"configurable": {"thread_id": "1"}}
print(wf.invoke([1, 2, 3], c))
st = wf.get_state(c)
print(st.values, st.metadata["step"])
ups = list(wf.stream([4, 5], {"configurable": {"thread_id": "2"}}, stream_mode="updates"))
print(sorted(str(u) for u in ups))
print(len(list(wf.get_state_history({"configurable": {"thread_id": "2"}}))))
