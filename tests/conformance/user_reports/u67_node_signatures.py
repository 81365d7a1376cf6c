# node signatures: RunnableLambda / RunnableSequence nodes, config / writer / store / runtime parameters
from typing import TypedDict
from langchain_core.runnables import RunnableLambda, RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.types import StreamWriter
from langgraph.store.base import BaseStore
from langgraph.store.memory import InMemoryStore
from langgraph.runtime import Runtime

class S(TypedDict):
    x: int
    info: list

def with_config(state: S, config: RunnableConfig):
    return {"info": state["info"] + [("cfg", config["configurable"].get("user"), config["metadata"].get("langgraph_node"))]}

def with_writer(state: S, writer: StreamWriter):
    writer({"w": state["x"]})
    return {"info": state["info"] + ["writer"]}

def with_store(state: S, *, store: BaseStore):
    return {"info": state["info"] + [("store", store is not None)]}

def with_runtime(state: S, runtime: Runtime):
    return {"info": state["info"] + [("runtime", type(runtime.context).__name__, runtime.store is not None)]}

seq = RunnableLambda(lambda s: {"x": s["x"] + 1}) | RunnableLambda(lambda d: {"x": d["x"] * 10, "info": []})
b = StateGraph(S)
b.add_node("seq", seq)
b.add_node("with_config", with_config); b.add_node("with_writer", with_writer)
b.add_node("with_store", with_store); b.add_node("with_runtime", with_runtime)
b.add_edge(START, "seq"); b.add_edge("seq", "with_config"); b.add_edge("with_config", "with_writer")
b.add_edge("with_writer", "with_store"); b.add_edge("with_store", "with_runtime")
g = b.compile(store=InMemoryStore())
for ch in g.stream({"x": 1, "info": []}, {"configurable": {"user": "u1"}}, stream_mode=["custom", "updates"]):
    print(ch)
print(g.invoke({"x": 1, "info": []}))
