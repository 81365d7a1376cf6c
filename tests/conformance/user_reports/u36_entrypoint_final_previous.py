# functional API short-term memory: entrypoint.final and previous (docs issues on `previous` semantics)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous=None):
    total = (previous or 0) + n
    return entrypoint.final(value=f"total={total}", save=total)

cfg = {"configurable": {"thread_id": "1"}}
print(counter.invoke(1, cfg), counter.invoke(5, cfg), counter.invoke(10, cfg))
st = counter.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
print([(h.metadata["step"], h.values) for h in counter.get_state_history(cfg)])

@task
def double(x): return x * 2

@entrypoint(checkpointer=InMemorySaver())
def wf(inputs: dict, *, previous=None):
    futs = [double(i) for i in inputs["xs"]]
    return {"doubled": [f.result() for f in futs], "prev": previous}

cfg = {"configurable": {"thread_id": "2"}}
print(wf.invoke({"xs": [1, 2]}, cfg))
print(wf.invoke({"xs": [3]}, cfg))
# (the two @task updates arrive in either order: the calls run on threads)
print(sorted(map(str, wf.stream({"xs": [4, 5]}, cfg, stream_mode="updates"))))
for ch in wf.stream({"xs": [6]}, cfg, stream_mode="values"):
    print(ch)
