# https://github.com/langchain-ai/langgraph/issues/1263 , #2195 : a user BaseCallbackHandler passed in config["callbacks"]: which chain runs start/end (names, tags, langgraph_* metadata keys), errors reported to on_chain_error, interrupts, custom events, and run_name / tags from config
import operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.callbacks.manager import dispatch_custom_event
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.events = []
        self.ids = {}
    def _id(self, run_id):
        return self.ids.setdefault(run_id, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, metadata=None, **kw):
        self.events.append(("start", kw.get("name"), self._id(run_id), None if parent_run_id is None else self._id(parent_run_id), sorted(tags or []), sorted(k for k in (metadata or {}) if k.startswith("langgraph_"))))
    def on_chain_end(self, outputs, *, run_id, **kw):
        self.events.append(("end", self._id(run_id), outputs if not isinstance(outputs, dict) else sorted(outputs)))
    def on_chain_error(self, error, *, run_id, **kw):
        self.events.append(("error", self._id(run_id), type(error).__name__))
    def on_custom_event(self, name, data, *, run_id, **kw):
        self.events.append(("custom", name, data, self._id(run_id)))
class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s):
    dispatch_custom_event("progress", {"at": "a"})
    return {"log": ["a"]}
def route(s):
    return "b"
def b(s):
    return {"log": [interrupt("why")]}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_edge(START, "a"); g.add_conditional_edges("a", route, ["b"])
app = g.compile(checkpointer=InMemorySaver())
rec = Rec()
cfg = {"configurable": {"thread_id": "1"}, "callbacks": [rec], "run_name": "MyRun", "tags": ["t1"]}
app.invoke({"log": []}, cfg)
for e in rec.events:
    print(e)
rec.events.clear(); rec.ids.clear()
print(app.invoke(Command(resume="because"), cfg))
for e in rec.events:
    print(e)
def bad(s):
    raise ValueError("boom")
g2 = StateGraph(S); g2.add_node("bad", bad); g2.add_edge(START, "bad")
rec2 = Rec()
try:
    g2.compile().invoke({"log": []}, {"callbacks": [rec2]})
except ValueError as e:
    print("RAISED", e)
for e in rec2.events:
    print(e)
