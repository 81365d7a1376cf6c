# https://github.com/langchain-ai/langgraph/issues/8039 , #1761 : the saver API users call directly: get_tuple pending_writes after a failure, list(before/limit), delete_thread, copy_thread/prune absent, config of a checkpoint, put_writes task path
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
def ok(s):
    return {"log": ["ok"]}
def bad(s):
    raise ValueError("bad node")
b = StateGraph(S); b.add_node("ok", ok); b.add_node("bad", bad); b.add_edge(START, "ok"); b.add_edge("ok", "bad")  # (side by side, whether ok finished before bad failed is thread timing in LangGraph)
saver = InMemorySaver()
g = b.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": []}, cfg)
except ValueError as e:
    print("raised", e)
tup = saver.get_tuple(cfg)
print(sorted(tup.config["configurable"]), tup.metadata["step"], tup.metadata["source"])
print(sorted((w[1], repr(w[2])) for w in tup.pending_writes))
print(len(list(saver.list(cfg))), [c.metadata["step"] for c in saver.list(cfg, limit=1)], [c.metadata["step"] for c in saver.list(cfg, before=tup.config)])
print([c.metadata["step"] for c in saver.list(None)])
g.invoke({"log": ["other"]}, {"configurable": {"thread_id": "2"}}) if False else None
saver.delete_thread("1")
print(saver.get_tuple(cfg), list(saver.list(cfg)), g.get_state(cfg).values)
print([n for n in ("copy_thread", "prune", "delete_for_runs", "get_next_version") if hasattr(saver, n)])
