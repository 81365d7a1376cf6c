# https://github.com/langchain-ai/langgraph/issues/3218 : an @entrypoint with a checkpointer calling two @tasks and interrupting: stream_mode=["updates", "tasks", "checkpoints"] events (task names, triggers, results), the thread's history (step, source, next, tasks and their results), and a replay from the first checkpoint
import operator
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@task
def draft(topic: str) -> str:
    calls.append("draft")
    return "draft about " + topic
@task
def polish(text: str) -> str:
    calls.append("polish")
    return text.upper()
@entrypoint(checkpointer=InMemorySaver())
def flow(topic: str) -> dict:
    d = draft(topic).result()
    ok = interrupt({"review": d})
    return {"final": polish(d).result() if ok else d}
cfg = {"configurable": {"thread_id": "1"}}
def show(stream):
    for mode, c in stream:
        if mode == "tasks":
            print(mode, c["name"], c.get("triggers"), c.get("result"), [i["value"] for i in c.get("interrupts", [])])
        elif mode == "checkpoints":
            print(mode, c["metadata"]["step"], c["metadata"]["source"], c["next"], [(t["name"], [i["value"] if isinstance(i, dict) else i.value for i in t["interrupts"]]) for t in c["tasks"]])
        else:
            print(mode, {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in c.items()})
show(flow.stream("cats", cfg, stream_mode=["updates", "tasks", "checkpoints"]))
print("--")
show(flow.stream(Command(resume=True), cfg, stream_mode=["updates", "tasks", "checkpoints"]))
hist = list(flow.get_state_history(cfg))
for h in hist:
    print(h.metadata["step"], h.metadata["source"], h.next, h.values, [(t.name, t.result, [i.value for i in t.interrupts]) for t in h.tasks])
calls.clear()
print(flow.invoke(None, hist[-2].config), calls)
