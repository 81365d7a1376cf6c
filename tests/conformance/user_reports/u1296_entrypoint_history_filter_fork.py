# https://github.com/langchain-ai/langgraph/issues/2336 : an @entrypoint chat over four turns with `previous`: get_state_history with a filter, before and limit, a fork by update_state on the second turn's checkpoint (values and next of the fork), and invoke on the fork's config
from langgraph.func import entrypoint
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def chat(msg, *, previous=None):
    history = (previous or []) + [msg]
    return entrypoint.final(value=len(history), save=history)
cfg = {"configurable": {"thread_id": "t"}}
for m in ["a", "b", "c", "d"]:
    print(m, chat.invoke(m, cfg))
hist = list(chat.get_state_history(cfg))
print(len(hist), [(h.metadata["source"], h.metadata["step"], h.values, h.next) for h in hist][:4])
print([h.metadata["step"] for h in chat.get_state_history(cfg, filter={"source": "input"})])
second = [h for h in hist if h.metadata["source"] == "loop"][-2]
print(second.values, [h.metadata["step"] for h in chat.get_state_history(cfg, before=second.config, limit=2)])
fork = chat.update_state(second.config, ["x", "y", "z"])
fs = chat.get_state(fork)
print(fs.values, fs.next, fs.metadata["source"], fs.metadata["step"])
print(chat.invoke("e", fork), chat.get_state(cfg).values)
