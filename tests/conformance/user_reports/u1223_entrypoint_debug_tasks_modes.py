# https://github.com/langchain-ai/langgraph/pull/370 : stream_mode=["debug"] and ["tasks", "checkpoints"] of an @entrypoint with a checkpointer calling two @tasks: each event's type, step, payload name / input / result / triggers, the checkpoints' next and values
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def double(x): return x * 2
@task
def label(x): return "n=%d" % x
@entrypoint(checkpointer=InMemorySaver())
def main(x):
    return label(double(x).result()).result()
cfg = {"configurable": {"thread_id": "1"}}
for c in main.stream(3, cfg, stream_mode="debug"):
    p = c["payload"]
    print(c["type"], c["step"], p.get("name"), p.get("input"), p.get("result"), p.get("triggers"), p.get("next"), p.get("values") if c["type"] == "checkpoint" else None)
for mode, c in main.stream(4, cfg, stream_mode=["tasks", "checkpoints"]):
    if mode == "tasks":
        print(mode, c["name"], c.get("input"), c.get("result"), c.get("triggers"), "error" in c)
    else:
        print(mode, c["next"], c["values"], c["metadata"]["source"], c["metadata"]["step"], [t["name"] for t in c["tasks"]])
