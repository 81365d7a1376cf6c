# https://github.com/langchain-ai/langgraph/issues/3003 , #1569 , round 6 #56 : update_state on an entrypoint thread as the entrypoint, as a task name, as "__input__", with Command(resume) values; bulk_update_state; what next/values/previous show after
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command, StateUpdate
from langgraph.checkpoint.memory import InMemorySaver
@task
def t(x):
    return x + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int, *, previous=None):
    return t(x).result() + (previous or 0)
c = {"configurable": {"thread_id": "1"}}
print(wf.invoke(1, c))
for kw in (dict(as_node="wf"), dict(as_node="t"), dict(as_node="__input__"), dict()):
    try:
        wf.update_state(c, 50, **kw)
        st = wf.get_state(c)
        print(kw, st.values, st.next, st.metadata["source"], [t.name for t in st.tasks])
    except Exception as e:
        print(kw, "raised", type(e).__name__, str(e)[:80])
print(wf.invoke(None, c) if wf.get_state(c).next else wf.invoke(2, c))
try:
    wf.bulk_update_state(c, [[StateUpdate(7, "wf")], [StateUpdate(8, "wf")]])
    print(wf.get_state(c).values, wf.invoke(1, c))
except Exception as e:
    print("bulk raised", type(e).__name__, str(e)[:80])
