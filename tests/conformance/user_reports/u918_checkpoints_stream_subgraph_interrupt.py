# https://github.com/langchain-ai/langgraph/pull/5117 : stream_mode="checkpoints" with subgraphs=True over a parent whose subgraph node interrupts, then the resume: each checkpoint's namespace, step, source, next, tasks (name, interrupts, whether a state config is given) and whether parent_config is set
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    x: list
def ask(s):
    return {"x": s["x"] + [interrupt("need input")]}
def note(s):
    return {"x": s["x"] + ["noted"]}
sub = StateGraph(S).add_node("note", note).add_node("ask", ask).add_edge(START, "note").add_edge("note", "ask").compile()
app = StateGraph(S).add_node("pre", lambda s: {"x": s["x"] + ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").add_edge("sub", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "c"}}
for inp in [{"x": []}, Command(resume="answer")]:
    for ns, p in app.stream(inp, cfg, stream_mode="checkpoints", subgraphs=True):
        print([n.split(":")[0] for n in ns], p["metadata"]["step"], p["metadata"]["source"], p["next"], p["values"], [(t["name"], [i.value if hasattr(i, "value") else i["value"] for i in t["interrupts"]], t.get("state") is not None, sorted(t)) for t in p["tasks"]], p["parent_config"] is not None, p["config"]["configurable"]["checkpoint_ns"].split(":")[0], sorted(p))
