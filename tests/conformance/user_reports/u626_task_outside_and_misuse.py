# https://github.com/langchain-ai/langgraph/issues/547 , #2928 , round 2 #25 : calling a @task outside an entrypoint, a task returning a non-serializable-but-picklable value, an entrypoint with two positional params, a sync entrypoint awaiting nothing (a task's `.name` taken out: lingxigraph's addition)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def t(x):
    return x + 1
try:
    print(t(1))
except Exception as e:
    print("outside", type(e).__name__, str(e)[:100])
try:
    @entrypoint()
    def two(a, b):
        return a
    print("two params ok", two.invoke(1))
except Exception as e:
    print("two params", type(e).__name__, str(e)[:100])
@task(name="renamed")
def orig(x):
    return x
@entrypoint()
def wf(x):
    return orig(x).result()
print(list(wf.stream(3, stream_mode="updates")))
@entrypoint()
def nothing(x):
    pass
print(nothing.invoke(1), list(nothing.stream(1, stream_mode="updates")))
