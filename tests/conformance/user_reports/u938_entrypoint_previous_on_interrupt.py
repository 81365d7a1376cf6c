# https://github.com/langchain-ai/langgraph/issues/3214 : a chat-like @entrypoint keeping its transcript in `previous` (entrypoint.final(value=reply, save=transcript)); a turn that interrupts before finishing: what `previous` holds on the resumed turn and on the next turn, the state values between, and the history length
from langgraph.func import entrypoint
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
seen = []
@entrypoint(checkpointer=InMemorySaver())
def chat(msg: str, *, previous: list | None = None):
    seen.append(list(previous or []))
    transcript = (previous or []) + [msg]
    if msg.startswith("?"):
        transcript.append("clarified:" + interrupt("clarify " + msg))
    reply = "reply #%d" % len(transcript)
    return entrypoint.final(value=reply, save=transcript + [reply])
cfg = {"configurable": {"thread_id": "1"}}
print(chat.invoke("hello", cfg))
out = chat.invoke("?what", cfg)
print([i.value for i in out["__interrupt__"]] if isinstance(out, dict) else out, chat.get_state(cfg).values, chat.get_state(cfg).next)
print(chat.invoke(Command(resume="this"), cfg), chat.get_state(cfg).values)
print(chat.invoke("bye", cfg))
print(seen, len(list(chat.get_state_history(cfg))))
