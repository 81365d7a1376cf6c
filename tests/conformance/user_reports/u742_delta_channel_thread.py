# https://github.com/langchain-ai/langgraph/issues/8470 : DeltaChannel state (messages-like batch reducer, snapshot_frequency=2) across turns on one thread with InMemorySaver: values, history, update_state, a fork from an old checkpoint, Overwrite, two Overwrites in one step
import operator
from typing import Annotated, TypedDict
from langgraph.channels import DeltaChannel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Overwrite
from langgraph.errors import InvalidUpdateError
def extend(cur, writes):
    out = list(cur)
    for w in writes:
        out.extend(w if isinstance(w, list) else [w])
    return out
class S(TypedDict):
    items: Annotated[list, DeltaChannel(extend, snapshot_frequency=2)]
    n: int
def a(s):
    return {"items": [f"a{s.get('n', 0)}"], "n": s.get("n", 0) + 1}
def b(s):
    return {"items": "b"}
def c(s):
    return {"items": "c"}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_node("c", c)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("a", "c"); g.add_edge(["b", "c"], END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
for i in range(3):
    out = app.invoke({"items": [f"in{i}"]}, cfg)
    print(sorted(out["items"]), out["n"])
hist = list(app.get_state_history(cfg))
print(len(hist), [(h.metadata["step"], len(h.values.get("items", []))) for h in hist])
app.update_state(cfg, {"items": ["manual"]}, as_node="b")
print(len(app.get_state(cfg).values["items"]), app.get_state(cfg).values["items"][-1])
old = hist[-4]
print(old.metadata["step"], old.next, sorted(old.values.get("items", [])))
forked = app.invoke(None, old.config)
print(sorted(forked["items"]))
app.update_state(cfg, {"items": Overwrite(["reset"])})
print(app.get_state(cfg).values)
print(app.invoke({"items": ["x"]}, cfg)["items"])
def o1(s): return {"items": Overwrite(["o1"])}
def o2(s): return {"items": Overwrite(["o2"])}
g2 = StateGraph(S); g2.add_node("o1", o1); g2.add_node("o2", o2); g2.add_edge(START, "o1"); g2.add_edge(START, "o2")
app2 = g2.compile(checkpointer=InMemorySaver())
try:
    print(app2.invoke({"items": ["z"]}, {"configurable": {"thread_id": "2"}}))
except InvalidUpdateError as e:
    print("RAISED", type(e).__name__, str(e).split("\n")[0])
print(app2.get_state({"configurable": {"thread_id": "2"}}).values)
