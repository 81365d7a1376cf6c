# https://github.com/langchain-ai/langgraph/issues/6792 , #6577 : entrypoint with a task interrupting, streamed with values/updates/debug/checkpoints: what each mode shows at the pause and on the resume; history of the entrypoint thread
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def step1(x):
    return x + "1"
@task
def approve(x):
    return x + interrupt({"draft": x})
@entrypoint(checkpointer=InMemorySaver())
def wf(x: str):
    return approve(step1(x).result()).result()
c = {"configurable": {"thread_id": "1"}}
def show(mode, d):
    if mode == "debug":
        return (d["type"], d["step"], d["payload"].get("name"), d["payload"].get("result") if d["type"] == "task_result" else None, d["payload"].get("interrupts") if d["type"] == "task_result" else None)
    if mode == "checkpoints":
        return (d["metadata"]["step"], d["metadata"]["source"], d["next"], d["values"], [(t["name"], len(t["interrupts"])) for t in d["tasks"]])
    return d
for mode, d in wf.stream("x", c, stream_mode=["values", "updates", "debug", "checkpoints"]):
    print(mode, show(mode, d))
for mode, d in wf.stream(Command(resume="!"), c, stream_mode=["values", "updates", "debug", "checkpoints"]):
    print(mode, show(mode, d))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values, [t.name for t in h.tasks]) for h in wf.get_state_history(c)])
