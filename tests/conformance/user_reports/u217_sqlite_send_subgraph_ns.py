# https://github.com/langchain-ai/langgraph/issues/1761-era SqliteSaver usage : Send fan-out into a subgraph node with SqliteSaver, list() by checkpoint_ns, get_state_history filter, get_tuple pending writes
import os, tempfile, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.sqlite import SqliteSaver

class Sub(TypedDict, total=False):
    out: Annotated[list, operator.add]
    item: str
class S(TypedDict, total=False):
    items: list
    out: Annotated[list, operator.add]
def work(s): return {"out": [s["item"].upper()]}
sb = StateGraph(Sub); sb.add_node("work", work); sb.add_edge(START, "work")
sub = sb.compile()
def plan(s): return {"items": ["a", "b"]}
pb = StateGraph(S); pb.add_node("plan", plan); pb.add_node("sub", sub)
pb.add_edge(START, "plan"); pb.add_conditional_edges("plan", lambda s: [Send("sub", {"item": i, "out": []}) for i in s["items"]], ["sub"]); pb.add_edge("sub", END)
path = os.path.join(tempfile.mkdtemp(), "c.db")
with SqliteSaver.from_conn_string(path) as cp:
    g = pb.compile(checkpointer=cp)
    cfg = {"configurable": {"thread_id": "1"}}
    out = g.invoke({"out": []}, cfg); print(sorted(out["out"]), out["items"])
    all_ = list(cp.list(cfg))
    print(len(all_), sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in all_}))
    print(len(list(cp.list({"configurable": {"thread_id": "1", "checkpoint_ns": ""}}))))
    print([(h.metadata["step"], h.metadata["source"]) for h in g.get_state_history(cfg, filter={"source": "loop"})])
    print([(h.metadata["step"]) for h in g.get_state_history(cfg, limit=2)])
    t = cp.get_tuple(cfg); print(t.metadata["step"], t.pending_writes, t.parent_config is not None)
    print(sorted(str(w[1:]) for c in cp.list(cfg) for w in (c.pending_writes or []) if w[1] == "out"))
