import dataclasses
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint

class S(TypedDict):
    out: list
def node(state: S, runtime: Runtime):
    info = runtime.execution_info
    fields = sorted(f.name for f in dataclasses.fields(runtime))
    return {"out": [fields, type(info).__name__, sorted(f.name for f in dataclasses.fields(info)) if info else None,
                    info.node_attempt if info else None, info.checkpoint_ns.split(":")[0] if info else None,
                    info.thread_id if info else None]}
g = StateGraph(S).add_node(node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
print(g.invoke({"out": []}, {"configurable": {"thread_id": "T"}}))
print(g.invoke({"out": []}, {"configurable": {"thread_id": "T2"}})["out"][4:])
