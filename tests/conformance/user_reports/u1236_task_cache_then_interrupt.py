# https://github.com/langchain-ai/langgraph/pull/4486 : an @entrypoint(checkpointer, cache) whose cached @task runs before an interrupt(): on resume the task's saved result is reused (not the cache, not a rerun), a second thread gets it from the cache (updates show cached), and the tasks stream's entries for both
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy, interrupt, Command
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
ran = []
@task(cache_policy=CachePolicy())
def expensive(x):
    ran.append(x)
    return x ** 2
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def main(x):
    v = expensive(x).result()
    ok = interrupt("keep %d?" % v)
    return {"v": v, "ok": ok}
for tid in ["1", "2"]:
    cfg = {"configurable": {"thread_id": tid}}
    print(tid, [c for c in main.stream(3, cfg, stream_mode="updates") if "__interrupt__" not in c], ran)
    print(tid, list(main.stream(Command(resume="y"), cfg, stream_mode=["updates", "tasks"])), ran)
