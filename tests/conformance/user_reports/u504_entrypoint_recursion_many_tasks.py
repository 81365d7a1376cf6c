# https://github.com/langchain-ai/langgraph/issues/148 , functional API reports : recursion_limit with an @entrypoint calling many @tasks in sequence; a task calling a task; update_state as a task name
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
@task
def inc(x):
    return x + 1
@task(name="outer_task")
def outer(x):
    return inc(x).result() * 10
@entrypoint(checkpointer=InMemorySaver())
def wf(n):
    x = 0
    for _ in range(n):
        x = inc(x).result()
    return outer(x).result()
cfg = {"configurable": {"thread_id": "1"}, "recursion_limit": 3}
print(wf.invoke(10, cfg))
print([(h.metadata["step"], h.next) for h in wf.get_state_history(cfg)])
print(list(wf.stream(2, {"configurable": {"thread_id": "2"}}, stream_mode="updates")))
try:
    wf.update_state({"configurable": {"thread_id": "2"}}, 5, as_node="inc")
except Exception as e:
    print(type(e).__name__, e)
