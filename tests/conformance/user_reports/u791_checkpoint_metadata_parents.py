# https://github.com/langchain-ai/langgraph/issues/5639 : checkpoint metadata with a persisted subgraph (checkpointer=True): the parent's and the subgraph's metadata (source, step, parents) and config namespaces, the subgraph history's length across two turns
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: Annotated[list, operator.add]
sub = StateGraph(S); sub.add_node("s1", lambda s: {"x": ["s1"]}); sub.add_node("s2", lambda s: {"x": ["s2"]})
sub.add_edge(START, "s1"); sub.add_edge("s1", "s2")
g = StateGraph(S); g.add_node("pre", lambda s: {"x": ["pre"]}); g.add_node("child", sub.compile(checkpointer=True))
g.add_edge(START, "pre"); g.add_edge("pre", "child")
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
app.invoke({"x": []}, cfg)
app.invoke({"x": ["again"]}, cfg)
print(app.get_state(cfg).values)
for t in saver.list(None):
    c = t.config["configurable"]
    md = t.metadata
    print(repr(c["checkpoint_ns"].split(":")[0]), md.get("source"), md.get("step"), {k: v.split(":")[0] if isinstance(v, str) else v for k, v in (md.get("parents") or {}).items()}, sorted(k for k in md if k not in ("source", "step", "parents")))
st = app.get_state(cfg, subgraphs=True)
print([t.state for t in st.tasks])
