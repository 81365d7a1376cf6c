# https://github.com/langchain-ai/langgraph/issues/8764 : an @entrypoint run with durability "exit" / "async" / "sync": tasks before an interrupt, the saved history length and sources at the pause and after resuming, and which tasks re-run on resume
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def fetch(i):
    runs.append(("fetch", i))
    return i * 10
@task
def ask(total):
    runs.append(("ask", total))
    return interrupt({"total": total})
@entrypoint(checkpointer=InMemorySaver())
def wf(n):
    parts = [fetch(i).result() for i in range(n)]
    answer = ask(sum(parts)).result()
    return {"parts": parts, "answer": answer}
for dur in ["exit", "async", "sync"]:
    runs.clear()
    cfg = {"configurable": {"thread_id": dur}}
    first = wf.invoke(3, cfg, durability=dur)
    hist = [(h.metadata["step"], h.metadata["source"], h.next) for h in wf.get_state_history(cfg)]
    print(dur, first, hist, list(runs))
    second = wf.invoke(Command(resume="ok"), cfg, durability=dur)
    hist = [(h.metadata["step"], h.metadata["source"], h.next) for h in wf.get_state_history(cfg)]
    print(dur, second, hist, runs)
