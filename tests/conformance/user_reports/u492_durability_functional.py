# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 : durability="exit" / "async" / "sync" for an @entrypoint with tasks and an interrupt: history length and states per mode
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def t(x):
    return x + 1
for mode in ["exit", "async", "sync"]:
    @entrypoint(checkpointer=InMemorySaver())
    def wf(x):
        a = t(x).result()
        b = t(a).result()
        c = interrupt(b)
        return b + c
    cfg = {"configurable": {"thread_id": mode}}
    print(mode, wf.invoke(1, cfg, durability=mode))
    print(mode, [(h.metadata["step"], h.next) for h in wf.get_state_history(cfg)])
    print(mode, wf.invoke(Command(resume=10), cfg, durability=mode))
    print(mode, [(h.metadata["step"], h.next, h.values) for h in wf.get_state_history(cfg)])
