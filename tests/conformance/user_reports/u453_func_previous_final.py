# https://github.com/langchain-ai/langgraph/issues/6577 : entrypoint previous / entrypoint.final with stream modes values and updates, and a run that raises
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous: list | None = None):
    hist = (previous or []) + [n]
    if n < 0:
        raise ValueError("negative")
    return entrypoint.final(value=len(hist), save=hist)
cfg = {"configurable": {"thread_id": "a"}}
print(list(counter.stream(1, cfg, stream_mode=["values", "updates"])))
print(list(counter.stream(2, cfg, stream_mode="values")))
try:
    counter.invoke(-1, cfg)
except ValueError as e:
    print("err", e)
st = counter.get_state(cfg)
print(st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
print(counter.invoke(3, cfg))
print(counter.get_state(cfg).values)
print([(h.metadata["step"], h.values) for h in counter.get_state_history(cfg)])
