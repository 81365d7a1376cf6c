# https://github.com/langchain-ai/langgraph/pull/4626 : update_state on an @entrypoint thread: the value it writes (as the entrypoint's return, and with as_node), what previous holds on the next run, get_state's values and next, and the history's sources
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def double(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def counter(n, *, previous=None):
    total = (previous or 0) + double(n).result()
    return total
cfg = {"configurable": {"thread_id": "1"}}
print(counter.invoke(1, cfg), counter.invoke(2, cfg))
st = counter.get_state(cfg)
print(st.values, st.next)
counter.update_state(cfg, 100)
st = counter.get_state(cfg)
print(st.values, st.next, st.metadata["source"])
print(counter.invoke(5, cfg))
counter.update_state(cfg, 7, as_node="counter")
print(counter.get_state(cfg).values, counter.invoke(0, cfg))
print([(h.metadata["source"], h.metadata["step"], h.values) for h in counter.get_state_history(cfg)])
