# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 : durability exit/async/sync with the functional API: history length and saved task writes after an interrupt and a resume
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def a(x):
    return x + 1
@task
def b(x):
    return x + interrupt("b?")
for dur in ("exit", "async", "sync"):
    saver = InMemorySaver()
    @entrypoint(checkpointer=saver)
    def wf(x: int):
        return b(a(x).result()).result()
    c = {"configurable": {"thread_id": dur}}
    wf.invoke(1, c, durability=dur)
    t = saver.get_tuple(c)
    print(dur, t.metadata["step"], sorted((w[1], type(w[2]).__name__) for w in t.pending_writes), len(list(saver.list(c))))
    print(dur, wf.invoke(Command(resume=10), c, durability=dur), len(list(saver.list(c))), [h.metadata["step"] for h in wf.get_state_history(c)])
