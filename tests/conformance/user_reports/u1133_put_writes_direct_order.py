# https://github.com/langchain-ai/langgraph/issues/1761 : calling put / put_writes / get_tuple directly on InMemorySaver and SqliteSaver: pending_writes order across task ids and calls, a repeated put_writes for the same task (regular channels kept, special __error__ / __interrupt__ replaced), task_path, writes to a checkpoint that was never put, and list() metadata
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.base import empty_checkpoint
def run(saver):
    cfg = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
    cp = empty_checkpoint()
    cp["id"] = "1ef00000-0000-6000-8000-000000000001"
    saved = saver.put(cfg, cp, {"source": "input", "step": -1, "parents": {}, "note": "hi"}, {})
    print(sorted(saved["configurable"]), saved["configurable"]["checkpoint_id"] == cp["id"])
    saver.put_writes(saved, [("b", 1), ("a", 2)], "task-2")
    saver.put_writes(saved, [("c", 3)], "task-1", task_path="~x")
    saver.put_writes(saved, [("b", 10), ("z", 9)], "task-2")
    saver.put_writes(saved, [("__error__", "e1")], "task-3")
    saver.put_writes(saved, [("__error__", "e2")], "task-3")
    saver.put_writes(saved, [("__interrupt__", ["i1"])], "task-4")
    saver.put_writes(saved, [("__interrupt__", ["i2"])], "task-4")
    t = saver.get_tuple(saved)
    print(type(saver).__name__, t.pending_writes)
    print(t.metadata, t.parent_config, t.checkpoint["id"] == cp["id"], sorted(t.checkpoint))
    saver.put_writes({"configurable": {"thread_id": "t", "checkpoint_ns": "", "checkpoint_id": "nope"}}, [("q", 1)], "task-9")
    print([x.metadata.get("note") for x in saver.list({"configurable": {"thread_id": "t"}})], saver.get_tuple({"configurable": {"thread_id": "t", "checkpoint_ns": "", "checkpoint_id": "nope"}}))
    cp2 = empty_checkpoint()
    cp2["id"] = "1ef00000-0000-6000-8000-000000000002"
    s2 = saver.put(saved, cp2, {"source": "loop", "step": 0, "parents": {}}, {})
    t2 = saver.get_tuple({"configurable": {"thread_id": "t"}})
    print(t2.checkpoint["id"] == cp2["id"], t2.parent_config["configurable"]["checkpoint_id"] == cp["id"], t2.pending_writes)
run(InMemorySaver())
with SqliteSaver.from_conn_string(":memory:") as s:
    run(s)
