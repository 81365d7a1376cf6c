# https://github.com/langchain-ai/langgraph/issues/1569 , round 1 #69 : call-time interrupt_before / interrupt_after naming an @entrypoint ("*" too): snapshot next, resume with None, update_state before resuming
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def t(x):
    return x * 3
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    return t(x).result()
for i, kw in enumerate([dict(interrupt_before=["wf"]), dict(interrupt_after=["wf"]), dict(interrupt_before="*"), dict(interrupt_after="*")]):
    c = {"configurable": {"thread_id": str(i)}}
    print(i, list(wf.stream(2, c, stream_mode="updates", **kw)))
    st = wf.get_state(c)
    print(i, st.next, st.values, [t.name for t in st.tasks])
    print(i, list(wf.stream(None, c, stream_mode="updates")), wf.get_state(c).values)
c = {"configurable": {"thread_id": "u"}}
wf.invoke(5, c, interrupt_before=["wf"])
wf.update_state(c, 100)
print(wf.get_state(c).values, wf.get_state(c).next, wf.invoke(None, c))
