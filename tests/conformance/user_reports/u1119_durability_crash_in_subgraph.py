# https://github.com/langchain-ai/langgraph/issues/8764 : a node failing inside a subgraph after a parallel sibling succeeded, under durability "sync", "async" and "exit": the parent's and the subgraph's saved checkpoints (step, source, next), pending writes on the latest, get_state tasks' errors, and what a retry with invoke(None) re-runs
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = []
fail = {"on": True}
def ok(s):
    runs.append("ok")
    return {"log": ["ok"]}
def bad(s):
    runs.append("bad")
    if fail["on"]:
        raise RuntimeError("boom")
    return {"log": ["bad"]}
sub = StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]}).add_node("bad", bad).add_edge(START, "s1").add_edge("s1", "bad").compile()
saver = InMemorySaver()
g = StateGraph(S).add_node("ok", ok).add_node("sub", sub).add_edge(START, "ok").add_edge(START, "sub").compile(checkpointer=saver)
for dur in ["sync", "async", "exit"]:
    cfg = {"configurable": {"thread_id": dur}}
    fail["on"] = True
    runs.clear()
    try:
        g.invoke({"log": []}, cfg, durability=dur)
    except RuntimeError as e:
        print(dur, "raised", e)
    rows = sorted((t.config["configurable"]["checkpoint_ns"].split(":")[0], t.metadata["step"], t.metadata["source"], sorted(w[1] for w in t.pending_writes or [])) for t in saver.list({"configurable": {"thread_id": dur}}))
    print(dur, rows)
    st = g.get_state(cfg)
    print(dur, st.next, sorted((t.name, repr(t.error)) for t in st.tasks), st.values)
    fail["on"] = False
    runs.clear()
    print(dur, g.invoke(None, cfg, durability=dur), sorted(runs))
