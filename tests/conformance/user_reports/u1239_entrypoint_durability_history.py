# https://github.com/langchain-ai/langgraph/pull/4125 : an @entrypoint with two @tasks run with durability="exit", "async" and "sync" on separate threads (and one with an interrupt mid-way): how many checkpoints each history holds, their sources / steps, and the pending task results kept for a resume
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def a(x): return x + 1
@task
def b(x): return x * 2
saver = InMemorySaver()
@entrypoint(checkpointer=saver)
def main(x):
    y = a(x).result()
    if x < 0:
        y = y + interrupt("neg")
    return b(y).result()
for d in ["exit", "async", "sync"]:
    for x in [1, -1]:
        cfg = {"configurable": {"thread_id": d + str(x)}}
        out = main.invoke(x, cfg, durability=d)
        if x < 0:
            out = main.invoke(Command(resume=10), cfg, durability=d)
        hist = list(main.get_state_history(cfg))
        print(d, x, out, [(h.metadata["source"], h.metadata["step"], h.next) for h in hist])
