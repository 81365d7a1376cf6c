# https://github.com/langchain-ai/langgraph/pull/976 , langgraphjs #545 : a user-written checkpointer (BaseCheckpointSaver subclass over plain dicts, default serde and get_next_version): parallel nodes, interrupt + resume, history, time travel from it; one without put_writes (the error a parallel run then raises)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.base import BaseCheckpointSaver, CheckpointTuple, get_checkpoint_id
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
class DictSaver(BaseCheckpointSaver):
    def __init__(self):
        super().__init__()
        self.cps = {}
        self.writes = {}
    def _key(self, config):
        c = config["configurable"]
        return c["thread_id"], c.get("checkpoint_ns", "")
    def get_tuple(self, config):
        key = self._key(config)
        rows = self.cps.get(key, {})
        cid = get_checkpoint_id(config)
        if cid is None:
            if not rows:
                return None
            cid = max(rows)
        if cid not in rows:
            return None
        typed, meta, parent = rows[cid]
        return CheckpointTuple(
            {"configurable": {"thread_id": key[0], "checkpoint_ns": key[1], "checkpoint_id": cid}},
            self.serde.loads_typed(typed), meta,
            {"configurable": {"thread_id": key[0], "checkpoint_ns": key[1], "checkpoint_id": parent}} if parent else None,
            [(t, ch, self.serde.loads_typed(v)) for (t, ch, v) in self.writes.get((key, cid), [])],
        )
    def list(self, config, *, filter=None, before=None, limit=None):
        key = self._key(config)
        for cid in sorted(self.cps.get(key, {}), reverse=True):
            if before and cid >= get_checkpoint_id(before):
                continue
            yield self.get_tuple({"configurable": {"thread_id": key[0], "checkpoint_ns": key[1], "checkpoint_id": cid}})
    def put(self, config, checkpoint, metadata, new_versions):
        key = self._key(config)
        self.cps.setdefault(key, {})[checkpoint["id"]] = (self.serde.dumps_typed(checkpoint), metadata, config["configurable"].get("checkpoint_id"))
        return {"configurable": {"thread_id": key[0], "checkpoint_ns": key[1], "checkpoint_id": checkpoint["id"]}}
    def put_writes(self, config, writes, task_id, task_path=""):
        key = (self._key(config), config["configurable"]["checkpoint_id"])
        self.writes.setdefault(key, []).extend((task_id, ch, self.serde.dumps_typed(v)) for ch, v in writes)
class NoWritesSaver(DictSaver):
    put_writes = BaseCheckpointSaver.put_writes
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s):
    return {"log": ["ask:" + interrupt("ok?")]}
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b", lambda s: {"log": ["b"]}); g.add_node("ask", ask)
g.add_edge(START, "a"); g.add_edge(START, "b"); g.add_edge(["a", "b"], "ask")
saver = DictSaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"log": []}, cfg)
print(sorted(out["log"]), [i.value for i in out["__interrupt__"]])
st = app.get_state(cfg)
print(st.next, st.metadata["step"], st.metadata["source"], [t.interrupts[0].value for t in st.tasks])
print(app.invoke(Command(resume="yes"), cfg)["log"][-1])
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in hist])
print(len(list(app.get_state_history(cfg, limit=2))), len(list(app.get_state_history(cfg, before=hist[1].config))))
print(sorted(app.invoke(None, hist[-2].config)["log"]))
app.update_state(cfg, {"log": ["manual"]}, as_node="ask")
print(app.get_state(cfg).values["log"][-1], app.get_state(cfg).metadata["source"])
app2 = g.compile(checkpointer=NoWritesSaver())
try:
    print(app2.invoke({"log": []}, {"configurable": {"thread_id": "2"}}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
