# https://github.com/langchain-ai/langgraph/issues/1964 , #5659 : Send to a subgraph node whose state schema differs from the parent's (only shared keys flow back), with a checkpointer, updates with subgraphs=True, get_state(subgraphs=True)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver

class Parent(TypedDict):
    docs: list
    summaries: Annotated[list, operator.add]
class Child(TypedDict):
    doc: str
    summaries: Annotated[list, operator.add]
    scratch: str
def read(s: Child):
    return {"scratch": s["doc"].upper()}
def summarize(s: Child):
    return {"summaries": [s["scratch"][:3]]}
cb = StateGraph(Child); cb.add_node("read", read); cb.add_node("summarize", summarize); cb.add_edge(START, "read"); cb.add_edge("read", "summarize")
pb = StateGraph(Parent); pb.add_node("child", cb.compile())
pb.add_conditional_edges(START, lambda s: [Send("child", {"doc": d, "summaries": []}) for d in s["docs"]], ["child"])
pb.add_edge("child", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
lines = sorted(str(([p.split(":")[0] for p in ns], u)) for ns, u in g.stream({"docs": ["alpha", "beta"], "summaries": []}, cfg, stream_mode="updates", subgraphs=True))
print("\n".join(lines))
print(sorted(g.get_state(cfg).values["summaries"]), g.get_state(cfg).next)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
