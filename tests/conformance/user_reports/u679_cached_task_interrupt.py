# https://github.com/langchain-ai/langgraph/pull/4486 , #6577 : a @task with cache_policy that calls interrupt(): first thread pauses and resumes, a second thread with the same input (cached answer or a new question?), a cached task before an interrupting one
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy, interrupt, Command
from langgraph.cache.memory import InMemoryCache
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@task(cache_policy=CachePolicy())
def prep(x):
    calls.append(("prep", x))
    return x.upper()
@task
def ask(x):
    calls.append(("ask", x))
    return interrupt(f"ok {x}?")
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x: str):
    p = prep(x).result()
    return [p, ask(p).result()]
for t in ("1", "2"):
    c = {"configurable": {"thread_id": t}}
    print(t, list(wf.stream("a", c, stream_mode="updates")))
    print(t, list(wf.stream(Command(resume=f"yes{t}"), c, stream_mode="updates")))
print(calls)
