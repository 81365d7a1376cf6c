# https://github.com/langchain-ai/langgraph/issues/5932 , #6792 : streaming an @entrypoint with custom/updates/values/tasks/checkpoints and get_stream_writer in tasks
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
@task
def t1(x):
    get_stream_writer()({"t1": x})
    return x + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(x, writer):
    writer("start")
    y = t1(x).result()
    z = t1(y).result()
    writer({"done": z})
    return z
cfg = {"configurable": {"thread_id": "1"}}
for ch in wf.stream(1, cfg, stream_mode=["custom", "updates", "values", "tasks", "checkpoints"]):
    mode, data = ch
    if mode == "checkpoints":
        data = {"next": data["next"], "values": data["values"], "step": data["metadata"]["step"], "tasks": [(t["name"], t.get("result")) for t in data["tasks"]]}
    if mode == "tasks":
        data = {k: v for k, v in data.items() if k != "id"}
    print(mode, data)
for part in wf.stream(5, {"configurable": {"thread_id": "2"}}, stream_mode=["custom", "updates"], version="v2"):
    print(sorted(part.keys()) if isinstance(part, dict) else type(part), part["type"], part["ns"], part["data"])
