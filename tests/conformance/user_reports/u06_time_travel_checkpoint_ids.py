# https://github.com/langchain-ai/langgraph/issues/4987: time travel then invoke, checkpoint id no longer updates
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from typing import Annotated
from typing_extensions import TypedDict
from operator import add

class State(TypedDict):
    foo: str
    bar: Annotated[list[str], add]

calls = []
def node_a(state: State):
    calls.append("a")
    return {"foo": "a", "bar": ["a"]}

def node_b(state: State):
    calls.append("b")
    return {"foo": "b", "bar": ["b"]}

w = StateGraph(State)
w.add_node(node_a); w.add_node(node_b)
w.add_edge(START, "node_a"); w.add_edge("node_a", "node_b"); w.add_edge("node_b", END)
graph = w.compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "1"}}
for u in graph.stream({"foo": ""}, config=config, stream_mode="updates"):
    print(u)
hist = list(graph.get_state_history(config))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in hist])
ids = [h.config["configurable"]["checkpoint_id"] for h in hist]
# replay from the checkpoint before node_b
before_b = [h for h in hist if h.next == ("node_b",)][0]
calls.clear()
for u in graph.stream(None, before_b.config, stream_mode=["updates", "checkpoints"]):
    mode, d = u
    if mode == "checkpoints":
        print("ckpt", d["metadata"]["step"], d["next"], d["parent_config"]["configurable"]["checkpoint_id"] in ids)
    else:
        print(u)
print("calls", calls)
st = graph.get_state(config)
print(st.values, st.metadata["step"], st.config["configurable"]["checkpoint_id"] not in ids)
# invoke again on the thread: new checkpoints after the fork
calls.clear()
print(graph.invoke({"foo": "x"}, config))
print("calls", calls, len(list(graph.get_state_history(config))))
# fork with update_state
fork = graph.update_state(before_b.config, {"foo": "forked"})
print(fork["configurable"].keys() >= {"checkpoint_id"}, graph.get_state(fork).values, graph.get_state(fork).next)
print(graph.invoke(None, fork))
