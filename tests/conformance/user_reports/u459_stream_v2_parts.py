# https://github.com/langchain-ai/langgraph/issues/5932 , v2 stream reports : stream(version="v2") StreamPart shapes for every mode, subgraphs, interrupt parts
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    x: int
def a(s): return {"x": s["x"] + 1}
def b(s): return {"x": s["x"] * interrupt("mult?")}
sub = StateGraph(S).add_node("b", b).add_edge(START, "b").compile()
g = StateGraph(S).add_node("a", a).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def clean(p):
    d = p["data"]
    if p["type"] in ("debug",):
        d = (d["type"], d["step"])
    elif p["type"] == "checkpoints":
        d = (d["next"], d["values"])
    elif p["type"] == "tasks":
        d = (d["name"], sorted(d))
    return (p["type"], tuple(n.split(":")[0] for n in p["ns"]), d, sorted(k for k in p if k not in ("type", "ns", "data")))
for p in g.stream({"x": 1}, cfg, stream_mode=["values", "updates", "debug", "checkpoints", "tasks"], subgraphs=True, version="v2"):
    print(clean(p))
print("--- resume")
for p in g.stream(Command(resume=3), cfg, stream_mode=["values", "updates"], version="v2"):
    print(clean(p))
print("--- single mode")
for p in g.stream({"x": 5}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", version="v2"):
    print(clean(p))
out = g.invoke(Command(resume=2), {"configurable": {"thread_id": "2"}}, version="v2")
print(type(out).__name__, out.value, out.interrupts)
