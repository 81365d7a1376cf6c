# https://github.com/langchain-ai/langgraph/pull/3202 : @task(name="...") and tasks with the same name called repeatedly: the updates stream keys, the tasks-stream names, a task named like the entrypoint, and get_state_history task names after an interrupt
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task(name="fetch_data")
def f(x): return x + 1
@task(name="main")
def same_as_ep(x): return x * 10
@task
def g(x): return -x
@entrypoint(checkpointer=InMemorySaver())
def main(x):
    vals = [f(i).result() for i in range(x)]
    s = same_as_ep(sum(vals)).result()
    ok = interrupt("ok?")
    return [g(s).result(), ok]
cfg = {"configurable": {"thread_id": "1"}}
print(list(main.stream(2, cfg, stream_mode="updates")))
print([(c["name"], "result" in c) for c in main.stream(Command(resume=True), cfg, stream_mode="tasks")])
print([(h.metadata["step"], sorted(t.name for t in h.tasks)) for h in main.get_state_history(cfg)])
