# https://github.com/langchain-ai/langgraph/issues/3048 : time travel on a functional-API thread: an @entrypoint calling two @tasks over three turns (previous carries a running total); the history (step, source, next, values, tasks' results), a replay from the second turn's input checkpoint (which tasks re-run), and update_state on the entrypoint thread then invoke
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
ran = []
@task
def square(x: int) -> int:
    ran.append(("square", x))
    return x * x
@task
def label(x: int) -> str:
    ran.append(("label", x))
    return "n=%d" % x
@entrypoint(checkpointer=InMemorySaver())
def total(n: int, *, previous: int | None = None) -> int:
    sq = square(n).result()
    label(sq).result()
    return (previous or 0) + sq
cfg = {"configurable": {"thread_id": "f"}}
print([total.invoke(n, cfg) for n in (1, 2, 3)], ran)
hist = list(total.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values, [(t.name, t.result) for t in h.tasks]) for h in hist])
ran.clear()
second_input = [h for h in hist if h.metadata["source"] == "input"][1]
print(total.invoke(None, second_input.config), ran)
print(total.get_state(cfg).values, len(list(total.get_state_history(cfg))))
ran.clear()
total.update_state(cfg, 100)
print(total.get_state(cfg).values, total.get_state(cfg).metadata["source"], total.invoke(4, cfg), ran)
