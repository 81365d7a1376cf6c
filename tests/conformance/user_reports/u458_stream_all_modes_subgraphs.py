# https://github.com/langchain-ai/langgraph/pull/1534 , #5932 : all stream modes at once with subgraphs=True: namespaces and order
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer
class S(TypedDict):
    log: Annotated[list, operator.add]
def inner(s):
    get_stream_writer()("inner-custom")
    return {"log": ["inner"]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
def outer(s):
    get_stream_writer()({"outer": len(s["log"])})
    return {"log": ["outer"]}
g = StateGraph(S).add_node("outer", outer).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile(checkpointer=InMemorySaver())
def show(ns, mode, data):
    ns = tuple(n.split(":")[0] for n in ns)
    if mode == "debug":
        data = (data["type"], data["step"], data["payload"].get("name"))
    elif mode == "checkpoints":
        data = (data["metadata"]["step"], data["next"], data["values"])
    elif mode == "tasks":
        data = (data["name"], "result" in data)
    print(ns, mode, data)
for ns, mode, data in g.stream({"log": []}, {"configurable": {"thread_id": "1"}}, stream_mode=["updates", "values", "custom", "debug", "checkpoints", "tasks"], subgraphs=True):
    show(ns, mode, data)
print("--- no subgraphs")
for mode, data in g.stream({"log": []}, {"configurable": {"thread_id": "2"}}, stream_mode=["updates", "custom", "tasks"]):
    show((), mode, data)
