# https://github.com/langchain-ai/langgraph/issues/6577 , functional API reports : @entrypoint previous / entrypoint.final save vs return, get_state values and history across calls
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@task
def double(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def acc(n: int, *, previous=None):
    total = (previous or 0) + double(n).result()
    return entrypoint.final(value={"total": total, "n": n}, save=total)
# (acc.get_graph() taken out: lingxigraph's Pregel has no get_graph (AttributeError); left, see the log)
cfg = {"configurable": {"thread_id": "1"}}
print(acc.invoke(1, cfg), acc.invoke(2, cfg), acc.invoke(3, cfg))
st = acc.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
print([(h.metadata["step"], h.metadata["source"], h.values) for h in acc.get_state_history(cfg)])
print(list(acc.stream(4, cfg, stream_mode="updates")))
