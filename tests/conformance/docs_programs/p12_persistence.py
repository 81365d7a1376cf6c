from typing import Annotated
from typing_extensions import TypedDict
from operator import add
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    foo: str
    bar: Annotated[list[str], add]

def node_a(state: State):
    return {"foo": "a", "bar": ["a"]}

def node_b(state: State):
    return {"foo": "b", "bar": ["b"]}

workflow = StateGraph(State)
workflow.add_node(node_a)
workflow.add_node(node_b)
workflow.add_edge(START, "node_a")
workflow.add_edge("node_a", "node_b")
workflow.add_edge("node_b", END)
checkpointer = InMemorySaver()
graph = workflow.compile(checkpointer=checkpointer)
config = {"configurable": {"thread_id": "1"}}
print(graph.invoke({"foo": "", "bar": []}, config))
snap = graph.get_state(config)
print(snap)
print(snap.values, snap.next, snap.metadata, snap.tasks, snap.interrupts)
print(snap.config["configurable"].keys())
print(snap.parent_config["configurable"].keys())
hist = list(graph.get_state_history(config))
print(len(hist))
for s in hist:
    print(s.values, s.next, s.metadata["source"], s.metadata["step"], [t.name for t in s.tasks], s.created_at is not None)
cfg = hist[2].config
print(graph.get_state(cfg).values)
print(list(graph.get_state_history(config, limit=2))[-1].metadata)
print([s.metadata["step"] for s in graph.get_state_history(config, before=hist[1].config)])
print([s.metadata["step"] for s in graph.get_state_history(config, filter={"source": "loop"})])
tup = checkpointer.get_tuple(config)
print(sorted(tup.checkpoint.keys()))
print(tup.checkpoint["channel_values"])
print(tup.checkpoint["versions_seen"].keys())
print(len(list(checkpointer.list(config))))
print(graph.invoke({"foo": "again", "bar": ["x"]}, config))
print(graph.get_state({"configurable": {"thread_id": "nope"}}))
