# https://github.com/langchain-ai/langgraph/pull/305 , serde reports : InMemorySaver(serde=...) with a user SerializerProtocol (JSON over dumps_typed/loads_typed, counting calls by type tag) and with JsonPlusSerializer(pickle_fallback=True) storing an object msgpack cannot; values back from get_state / history / resume
import json, operator
from typing import Annotated, Any, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
class JsonSerde:
    def __init__(self):
        self.seen = []
    def dumps_typed(self, obj):
        self.seen.append(type(obj).__name__)
        return "json", json.dumps(obj, default=lambda o: {"__repr__": repr(o)}).encode()
    def loads_typed(self, data):
        kind, raw = data
        return json.loads(raw) if kind == "json" else None
class S(TypedDict):
    log: Annotated[list, operator.add]
    n: int
def ask(s):
    return {"log": [interrupt({"q": s["n"]})]}
g = StateGraph(S); g.add_node("a", lambda s: {"log": ["a"], "n": s["n"] + 1}); g.add_node("ask", ask)
g.add_edge(START, "a"); g.add_edge("a", "ask")
serde = JsonSerde()
app = g.compile(checkpointer=InMemorySaver(serde=serde))
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"log": [], "n": 1}, cfg)
print(out["log"], [i.value for i in out["__interrupt__"]])
st = app.get_state(cfg)
print(st.values, st.next, [t.interrupts for t in st.tasks], st.interrupts)
try:
    print(app.invoke(Command(resume="yes"), cfg))
except Exception as e:
    print("RAISED", type(e).__name__, e)
print([(h.metadata["step"], h.values) for h in app.get_state_history(cfg)])
print(sorted({"list" if t == "tuple" else t for t in serde.seen}))  # (the interrupt write reaches a serde as a tuple in LangGraph, a list here: see _collect._interrupt_writes)
class Odd:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"Odd({self.v})"
class T(TypedDict):
    obj: Any
g2 = StateGraph(T); g2.add_node("mk", lambda s: {"obj": Odd(s["obj"])}); g2.add_edge(START, "mk")
app2 = g2.compile(checkpointer=InMemorySaver(serde=JsonPlusSerializer(pickle_fallback=True)))
c2 = {"configurable": {"thread_id": "2"}}
print(app2.invoke({"obj": 5}, c2), app2.get_state(c2).values)
