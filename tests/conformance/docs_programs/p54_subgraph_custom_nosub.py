from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str
def inner(state):
    get_stream_writer()({"from": "inner"})
    return {"v": state["v"] + "i"}
sub = StateGraph(S).add_node(inner).add_edge(START, "inner").compile()
def outer(state):
    get_stream_writer()({"from": "outer"})
    return {"v": state["v"] + "o"}
g = StateGraph(S).add_node(outer).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(list(g.stream({"v": ""}, cfg, stream_mode="custom")))
print(list(g.stream({"v": ""}, cfg, stream_mode=["custom", "checkpoints"], subgraphs=True)).__len__())
for ns, mode, c in g.stream({"v": ""}, cfg, stream_mode=["custom", "checkpoints"], subgraphs=True):
    print([p.split(":")[0] for p in ns], mode, c if mode == "custom" else (c["next"], c["metadata"]["step"], c["metadata"]["source"], c["config"]["configurable"]["checkpoint_ns"].split(":")[0], c["values"]))
