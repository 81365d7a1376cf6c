# https://github.com/langchain-ai/langgraph/pull/3065 : update_state on an @entrypoint thread: changing the saved value (as_node=the entrypoint and none), which `previous` the next run then sees, the history sources, and update_state on a thread that has not run yet
from langgraph.func import entrypoint
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def acc(x, *, previous=None):
    return (previous or []) + [x]
cfg = {"configurable": {"thread_id": "1"}}
print(acc.invoke("a", cfg))
for kw in [{}, {"as_node": "acc"}]:
    try:
        nc = acc.update_state(cfg, ["edited", str(kw)], **kw)
        st = acc.get_state(cfg)
        print(kw, st.values, st.next, st.metadata["source"], st.metadata["step"], st.metadata.get("writes") if "writes" in st.metadata else "-")
    except Exception as e:
        print(kw, "ERR", type(e).__name__, str(e)[:200])
print(acc.invoke("b", cfg))
print([(h.metadata["source"], h.metadata["step"], h.values) for h in acc.get_state_history(cfg)])
cfg2 = {"configurable": {"thread_id": "fresh"}}
try:
    acc.update_state(cfg2, ["seed"])
    print(acc.get_state(cfg2).values, acc.invoke("z", cfg2))
except Exception as e:
    print("fresh ERR", type(e).__name__, str(e)[:200])
