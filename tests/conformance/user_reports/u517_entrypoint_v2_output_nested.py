# https://github.com/langchain-ai/langgraph/issues/6792 , #5932 : an @entrypoint calling a nested @entrypoint and a StateGraph: stream subgraphs=True updates/values, invoke(version="v2") with an interrupt, resume
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    x: int
graph = StateGraph(S).add_node("dbl", lambda s: {"x": s["x"] * 2}).add_edge(START, "dbl").compile()
@entrypoint()
def inner(x):
    return {"inner": x + 1, "ok": interrupt("inner ok?")}
@entrypoint(checkpointer=InMemorySaver())
def outer(x):
    a = graph.invoke({"x": x})
    b = inner.invoke(a["x"])
    return {"a": a, "b": b}
cfg = {"configurable": {"thread_id": "1"}}
for ns, mode, d in outer.stream(3, cfg, stream_mode=["updates", "values"], subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), mode, d)
out = outer.invoke(Command(resume="yes"), cfg, version="v2")
print(type(out).__name__, out.value, out.interrupts)
out = outer.invoke(5, {"configurable": {"thread_id": "2"}}, version="v2")
print(type(out).__name__, out.value, [i.value for i in out.interrupts])
