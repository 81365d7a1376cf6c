# https://github.com/langchain-ai/langgraph/issues/6577 : an @entrypoint fanning out @task futures in a list comprehension and gathering .result() in a loop, a task given another task's future result, and an interrupt in the middle: the updates stream order, what re-ran after the resume, and the final value
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
ran = []
@task
def sq(x):
    ran.append(("sq", x))
    return x * x
@task
def total(xs):
    ran.append(("total", len(xs)))
    return sum(xs)
@task
def ask(v):
    ran.append(("ask", v))
    return interrupt("approve %d?" % v)
@entrypoint(checkpointer=InMemorySaver())
def main(n):
    futs = [sq(i) for i in range(n)]
    vals = []
    for f in futs:
        vals.append(f.result())
    t = total(vals).result()
    ok = ask(t).result()
    return {"total": t, "ok": ok}
cfg = {"configurable": {"thread_id": "1"}}
ups = list(main.stream(4, cfg, stream_mode="updates"))
print(sorted(str(u) for u in ups[:4]), ups[4:])
print(sorted(ran[:4]), ran[4:])
ran.clear()
print(list(main.stream(Command(resume="yes"), cfg, stream_mode="updates")), ran)
print(main.get_state(cfg).values)
