# https://github.com/langchain-ai/langgraph/issues/3003 , #6577 : Command(resume=..., update=...) to an interrupted @entrypoint; update_state(as_node) on an entrypoint; stream values of the resume
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def step(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def wf(x, *, previous=None):
    y = step(x).result()
    z = interrupt({"y": y, "prev": previous})
    return {"y": y, "z": z}
cfg = {"configurable": {"thread_id": "1"}}
print(wf.invoke(3, cfg))
try:
    print(list(wf.stream(Command(resume="ok", update={"ignored": 1}), cfg, stream_mode=["values", "updates"])))
except Exception as e:
    print(type(e).__name__, e)
print(wf.get_state(cfg).values)
wf.update_state(cfg, {"y": 0, "z": "manual"}, as_node="wf")
print(wf.get_state(cfg).values, wf.get_state(cfg).next)
print(wf.invoke(1, cfg))
