# https://github.com/langchain-ai/langgraph/issues/2290 , docs 'time travel' : a thread run to its end, forked from its second checkpoint with update_state, the fork run on with invoke(None), then forked again from the fork and run; the whole history (step, source, next, values, writes, parent link) and get_state of each branch head
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    trail: Annotated[list, operator.add]
    n: int
g = StateGraph(S)
g.add_node("a", lambda s: {"trail": ["a"], "n": s["n"] + 1})
g.add_node("b", lambda s: {"trail": ["b"], "n": s["n"] * 10})
g.add_node("c", lambda s: {"trail": ["c"], "n": s["n"] - 1})
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c"); g.add_edge("c", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "f"}}
app.invoke({"trail": [], "n": 1}, cfg)
hist = list(app.get_state_history(cfg))
before_b = [h for h in hist if h.next == ("b",)][0]
fork = app.update_state(before_b.config, {"trail": ["edit"], "n": 100})
print(app.get_state(fork).next, app.get_state(fork).values)
print(app.invoke(None, fork))
hist = list(app.get_state_history(cfg))
ids = {h.config["configurable"]["checkpoint_id"]: i for i, h in enumerate(hist)}
def row(h):
    parent = h.parent_config["configurable"]["checkpoint_id"] if h.parent_config else None
    return (h.metadata["step"], h.metadata["source"], h.next, h.values, sorted(h.metadata.get("writes") or {}) if isinstance(h.metadata.get("writes"), dict) else h.metadata.get("writes"), ids.get(parent))
for i, h in enumerate(hist):
    print(i, row(h))
before_c = [h for h in hist if h.next == ("c",) and h.values["n"] == 1000][0]
fork2 = app.update_state(before_c.config, {"n": 7}, as_node="b")
print(app.invoke(None, fork2))
print(len(list(app.get_state_history(cfg))), app.get_state(cfg).values)
print([h.values.get("n") for h in app.get_state_history(cfg)])
