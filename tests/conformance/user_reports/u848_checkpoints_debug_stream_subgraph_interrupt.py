# https://github.com/langchain-ai/langgraph/pull/5117 : stream_mode=["checkpoints", "tasks"] with subgraphs=True over a parent whose subgraph interrupts: each checkpoint event's namespace, next, step/source, parent_config presence, tasks (name, interrupts, error) and values, then the same after resuming
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = StateGraph(S).add_node("ask", lambda s: {"log": ["ask:" + interrupt("q")]}).add_edge(START, "ask").compile()
app = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "x"}}
def show(ns, mode, ch):
    ns = [p.split(":")[0] for p in ns]
    if mode == "checkpoints":
        return (ns, mode, ch["next"], ch["metadata"]["step"], ch["metadata"]["source"], ch["parent_config"] is not None, ch["values"], [(t["name"], [i["value"] for i in t["interrupts"]], t.get("error"), sorted(t)) for t in ch["tasks"]], ch["config"]["configurable"]["checkpoint_ns"].split(":")[0])
    return (ns, mode, ch["name"], "input" if "input" in ch else ("result", ch["result"], [(type(i).__name__, i["value"] if isinstance(i, dict) else i.value) for i in ch["interrupts"]] if ch.get("interrupts") else ch.get("interrupts"), ch.get("error"), sorted(ch)))
for ns, mode, ch in app.stream({"log": []}, cfg, stream_mode=["checkpoints", "tasks"], subgraphs=True):
    print(show(ns, mode, ch))
print("-- resume")
for ns, mode, ch in app.stream(Command(resume="A"), cfg, stream_mode=["checkpoints", "tasks"], subgraphs=True):
    print(show(ns, mode, ch))
