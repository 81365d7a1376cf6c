# https://github.com/langchain-ai/langgraph/issues/6577 , #6208 : @entrypoint interrupting directly (not in a task) with previous; resume sees the same previous; two interrupts in one entrypoint
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
runs = []
@entrypoint(checkpointer=InMemorySaver())
def chat(msg: str, *, previous: list | None = None):
    runs.append((msg, previous))
    history = (previous or []) + [msg]
    name = interrupt(f"name for {msg}?")
    mood = interrupt("mood?")
    return entrypoint.final(value=f"{name}/{mood}", save=history + [name, mood])
cfg = {"configurable": {"thread_id": "1"}}
print(chat.invoke("hi", cfg))
print(chat.invoke(Command(resume="ann"), cfg))
print(chat.invoke(Command(resume="happy"), cfg))
print(chat.get_state(cfg).values)
print(chat.invoke("again", cfg))
st = chat.get_state(cfg)
print(st.next, [i.value for i in st.interrupts])
print(runs)
