# https://github.com/langchain-ai/langgraph/issues/3096 , docs 'functional API: short-term memory' : an @entrypoint chat with a checkpointer across turns using previous and entrypoint.final(value=..., save=...), a @task called twice in one turn, an interrupt inside the entrypoint resumed, get_state values / next / tasks and the history's writes per turn
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def shout(text: str) -> str:
    return text.upper()
@entrypoint(checkpointer=InMemorySaver())
def chat(msg: str, *, previous: list | None = None):
    history = (previous or []) + [msg]
    loud = [shout(msg).result(), shout(msg + "!").result()]
    if msg == "confirm":
        ok = interrupt({"history": history})
        history = history + ["ok=" + str(ok)]
    return entrypoint.final(value={"reply": loud, "turns": len(history)}, save=history)
cfg = {"configurable": {"thread_id": "c"}}
print(chat.invoke("hi", cfg))
print(chat.invoke("there", cfg))
out = chat.invoke("confirm", cfg)
print(out)
st = chat.get_state(cfg)
print(st.values, st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(chat.invoke(Command(resume=True), cfg))
st = chat.get_state(cfg)
print(st.values, st.next)
print(chat.invoke("last", cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in chat.get_state_history(cfg)])
for ch in chat.stream("again", cfg, stream_mode="updates"):
    print(ch)
