# https://github.com/langchain-ai/langgraph/issues/6792 , PR 5117 : checkpoints mode for an entrypoint with parallel tasks (tasks list, next, values, parent_config), previous channel in checkpoints, interrupt in a task; metadata writes
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def t(x):
    return x + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int, *, previous=None):
    a, b = t(x), t(x * 10)
    v = a.result() + b.result() + (previous or 0)
    if v > 100:
        v += interrupt("big")
    return v
c = {"configurable": {"thread_id": "1"}}
for run in (1, 20, Command(resume=1)):
    for cp in wf.stream(run, c, stream_mode="checkpoints"):
        print(cp["metadata"]["step"], cp["metadata"]["source"], cp["next"], cp["values"], sorted((t["name"], len(t["interrupts"]), t.get("result") is not None) for t in cp["tasks"]), cp["parent_config"] is not None)
