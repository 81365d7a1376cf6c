from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    action: str
    status: str

def approval_node(state: State) -> Command[Literal["proceed", "cancel"]]:
    decision = interrupt({"question": "go ahead?", "details": state["action"]})
    return Command(goto="proceed" if decision else "cancel")

def proceed(state: State):
    return {"status": "approved"}

def cancel(state: State):
    return {"status": "rejected"}

builder = StateGraph(State)
builder.add_node("approval", approval_node)
builder.add_node("proceed", proceed)
builder.add_node("cancel", cancel)
builder.add_edge(START, "approval")
builder.add_edge("proceed", END)
builder.add_edge("cancel", END)
graph = builder.compile(checkpointer=InMemorySaver())
for tid, ans in [("a", True), ("b", False)]:
    config = {"configurable": {"thread_id": tid}}
    initial = graph.invoke({"action": "refund order 17", "status": "pending"}, config=config)
    print(initial["__interrupt__"])
    print(graph.invoke(Command(resume=ans), config=config))
    print([ (s.next, s.metadata["step"]) for s in graph.get_state_history(config)])

# edit state during review
class RS(TypedDict):
    generated_text: str
def review_node(state: RS):
    updated = interrupt({"instruction": "look this over", "content": state["generated_text"]})
    return {"generated_text": updated}
g = StateGraph(RS).add_node("review", review_node).add_edge(START, "review").add_edge("review", END).compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "r"}}
for ch in g.stream({"generated_text": "v1 text"}, c, stream_mode="updates"):
    print(ch)
for ch in g.stream(Command(resume="v2 text"), c, stream_mode="updates"):
    print(ch)
# resume + update together
c = {"configurable": {"thread_id": "r2"}}
g.invoke({"generated_text": "d"}, c)
print(g.invoke(Command(resume="res", update={"generated_text": "upd"}), c))
