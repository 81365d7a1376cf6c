# https://github.com/langchain-ai/langgraph/pull/3065 : @entrypoint(checkpointer) returning entrypoint.final(value=..., save=...) over three turns: the returned value, `previous` on the next turn, get_state().values / next / metadata, and each history entry's values, source, step and writes
from langgraph.func import entrypoint
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous: int | None = None) -> entrypoint.final[str, int]:
    total = (previous or 0) + n
    return entrypoint.final(value="total %d (prev %r)" % (total, previous), save=total)
cfg = {"configurable": {"thread_id": "1"}}
for n in [1, 10, 100]:
    print(counter.invoke(n, cfg))
st = counter.get_state(cfg)
print(st.values, st.next, st.metadata["source"], st.metadata["step"], st.tasks)
for h in counter.get_state_history(cfg):
    print(h.values, h.metadata["source"], h.metadata["step"], h.next, [(t.name, t.result) for t in h.tasks])
print(list(counter.stream(5, cfg, stream_mode="values")), list(counter.stream(5, cfg, stream_mode="updates")))
