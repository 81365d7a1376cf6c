# https://github.com/langchain-ai/langgraph/issues/3570: can't goto node in the parent graph (made deterministic)
from typing import Literal, Annotated, TypedDict
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, END, START
from langgraph.graph.message import AnyMessage, add_messages
from langgraph.types import Command

class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    personal_data: dict
    dialog_state: str

def node_a_child(state):
    return {"dialog_state": "b_child_state"}

def node_b_child(state) -> Command[Literal["node_c_child", "node_d_child"]]:
    return Command(goto="node_c_child" if len(state["messages"]) % 2 else "node_d_child")

def node_c_child(state):
    return Command(graph=Command.PARENT, goto="node_b_parent", update={"dialog_state": "c->parent b"})

def node_d_child(state):
    return {"dialog_state": "d_child_state"}

sb = StateGraph(State)
for n, f in [("node_a_child", node_a_child), ("node_b_child", node_b_child), ("node_c_child", node_c_child), ("node_d_child", node_d_child)]:
    sb.add_node(n, f)
sb.add_edge(START, "node_a_child"); sb.add_edge("node_a_child", "node_b_child"); sb.add_edge("node_d_child", END)
sub = sb.compile()

def node_a_parent(state):
    return {"messages": [("user", "a_parent")]}

def node_b_parent(state):
    return {"messages": [("ai", "b_parent " + state["dialog_state"])]}

pb = StateGraph(State)
pb.add_node("node_a_parent", node_a_parent)
pb.add_node("subgraph", sub)
pb.add_node("node_b_parent", node_b_parent)
pb.add_edge(START, "node_a_parent"); pb.add_edge("node_a_parent", "subgraph"); pb.add_edge("subgraph", END)
pb.add_edge("node_b_parent", END)
g = pb.compile(checkpointer=MemorySaver())
for n in (0, 1):
    cfg = {"configurable": {"thread_id": str(n)}}
    msgs = [("user", "x")] * n
    for ns, upd in g.stream({"messages": msgs, "personal_data": {}, "dialog_state": ""}, cfg, stream_mode="updates", subgraphs=True):
        print(n, ns and ns[0].split(":")[0], {k: (v and {kk: (vv if kk != "messages" else [m.content for m in vv]) for kk, vv in v.items()}) for k, v in upd.items()})
    st = g.get_state(cfg)
    print(st.values["dialog_state"], [m.content for m in st.values["messages"]], st.next)
    print([ (h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
