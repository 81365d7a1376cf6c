# https://github.com/langchain-ai/langgraph/issues/3003 , round 6 #54 : update_state on an entrypoint thread (as the entrypoint, with a value, after an interrupt), then previous sees the updated value; stream tasks mode of the resumed run
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int, *, previous=None):
    return (previous or 0) + x
c = {"configurable": {"thread_id": "1"}}
print(wf.invoke(1, c), wf.invoke(2, c))
wf.update_state(c, 100)
st = wf.get_state(c)
print(st.values, st.next, st.metadata["source"], st.metadata["step"])
print(wf.invoke(1, c))
@entrypoint(checkpointer=InMemorySaver())
def asker(x: str):
    ans = interrupt(f"about {x}")
    return f"{x}:{ans}"
c2 = {"configurable": {"thread_id": "2"}}
print(asker.invoke("q", c2))
st = asker.get_state(c2)
print(st.values, st.next, [t.name for t in st.tasks])
for ev in asker.stream(Command(resume="A"), c2, stream_mode="tasks"):
    print(ev["name"], "result" in ev, ev.get("result"))
print(asker.get_state(c2).values)
