# https://github.com/langchain-ai/langgraph/pull/5243 : what a node can ask for by parameter: config, writer, store, runtime, all keyword-only, and a positional config; each node reports what it got (types), run with stream_mode=["custom", "updates"]
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.types import StreamWriter
from langgraph.store.base import BaseStore
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore
class S(TypedDict):
    got: list
def a(state: S, config: RunnableConfig):
    return {"got": state["got"] + ["a:" + str(config["configurable"].get("k"))]}
def b(state: S, *, writer: StreamWriter, store: BaseStore):
    writer("b writes")
    return {"got": state["got"] + ["b:" + type(store).__name__]}
def c(state: S, runtime: Runtime, config: RunnableConfig):
    runtime.stream_writer("c writes")
    return {"got": state["got"] + ["c:" + str(runtime.context) + ":" + str(config["metadata"].get("langgraph_node"))]}
def d(state, config):
    return {"got": state["got"] + ["d:" + str(sorted(k for k in config if k in ("configurable", "metadata", "callbacks")))]}
g = StateGraph(S).add_sequence([a, b, c, d]).add_edge(START, "a").compile(store=InMemoryStore())
for m, ch in g.stream({"got": []}, {"configurable": {"k": 7}}, stream_mode=["custom", "updates"]):
    print(m, ch)
