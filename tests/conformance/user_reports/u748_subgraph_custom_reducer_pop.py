# https://github.com/langchain-ai/langgraph/issues/3587 : a push/pop dialog-stack reducer shared by parent and subgraph: the subgraph's final state flows back through the parent's reducer (stack duplicated?), with a checkpointer, and a subgraph that pops
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import MemorySaver
def update_dialog_stack(left, right):
    if right is None:
        return left
    if right == "pop":
        return left[:-1]
    if isinstance(right, list):
        return left + right
    return left + [right]
class State(TypedDict):
    dialog_state: Annotated[list, update_dialog_stack]
sub = StateGraph(State)
sub.add_node("node_a_child", lambda s: {"dialog_state": "a_child_state"})
sub.add_node("node_b_child", lambda s: {"dialog_state": "b_child_state"})
sub.add_edge(START, "node_a_child"); sub.add_edge("node_a_child", "node_b_child"); sub.add_edge("node_b_child", END)
pop = StateGraph(State); pop.add_node("p", lambda s: {"dialog_state": "pop"}); pop.add_edge(START, "p")
g = StateGraph(State)
g.add_node("node_a", lambda s: {"dialog_state": "a_state"})
g.add_node("sub", sub.compile()); g.add_node("popper", pop.compile())
g.add_edge(START, "node_a"); g.add_edge("node_a", "sub"); g.add_edge("sub", "popper"); g.add_edge("popper", END)
app = g.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in app.stream({"dialog_state": []}, cfg, stream_mode="updates", subgraphs=True):
    print(ch)
print(app.get_state(cfg).values)
