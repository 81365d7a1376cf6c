# https://github.com/langchain-ai/langgraph/pull/604 : get_state_history(filter=..., before=..., limit=...) combined: filter on source and step, before a mid checkpoint, limit after filter, a filter key no checkpoint has, and the same on a subgraph's namespace config
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: Annotated[list, operator.add]
g = StateGraph(S)
for n in "abc":
    g.add_node(n, lambda s, n=n: {"x": [n]})
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
app.invoke({"x": ["in"]}, cfg)
app.update_state(cfg, {"x": ["u"]}, as_node="b")
app.invoke({"x": ["in2"]}, cfg)
def show(label, hs):
    print(label, [(h.metadata["source"], h.metadata["step"], h.values.get("x", [])[-1:] if h.values else None) for h in hs])
show("all", app.get_state_history(cfg))
show("loop", app.get_state_history(cfg, filter={"source": "loop"}))
show("step2", app.get_state_history(cfg, filter={"step": 2}))
show("loop+step", app.get_state_history(cfg, filter={"source": "loop", "step": 1}))
show("update", app.get_state_history(cfg, filter={"source": "update"}))
show("input", app.get_state_history(cfg, filter={"source": "input"}, limit=1))
hist = list(app.get_state_history(cfg))
mid = hist[4].config
show("before", app.get_state_history(cfg, before=mid))
show("before+limit", app.get_state_history(cfg, before=mid, limit=2))
show("before+filter", app.get_state_history(cfg, before=mid, filter={"source": "loop"}))
show("nokey", app.get_state_history(cfg, filter={"nope": 1}))
show("limit0", app.get_state_history(cfg, limit=0))
show("cfg-with-id", app.get_state_history(mid, limit=2))
