# https://github.com/langchain-ai/langgraph/issues/5776 , #6046 : get_runtime() outside a run, Runtime fields in a node (context, store, stream_writer, previous), runtime.override, context given with no context_schema, stream_writer as a no-op without custom mode
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime, get_runtime
from langgraph.store.memory import InMemoryStore
try:
    get_runtime()
    print("outside ok")
except Exception as e:
    print("outside", type(e).__name__, str(e)[:80])
class S(TypedDict):
    out: list
def node(s: S, runtime: Runtime):
    runtime.stream_writer("x")
    r2 = runtime.override(context={"over": 1})
    return {"out": [sorted(k for k in vars(runtime) if not k.startswith("_")) if hasattr(runtime, "__dict__") else None, runtime.context, runtime.previous, r2.context, runtime.context]}
g = StateGraph(S).add_node("n", node).add_edge(START, "n").compile(store=InMemoryStore())
print(g.invoke({"out": []}, context={"free": "form"})["out"][1:])
print(list(g.stream({"out": []}, stream_mode="custom")))
print(g.invoke({"out": []})["out"][1:])
