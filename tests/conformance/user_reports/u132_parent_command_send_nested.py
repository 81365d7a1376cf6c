# https://github.com/langchain-ai/langgraph/pull/3521 , #3686 : Command.PARENT from subgraph nodes reached by Send, with update of keys unknown to the subgraph
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver

class Parent(TypedDict):
    items: list
    results: Annotated[list, operator.add]
    final: str
class Child(TypedDict):
    item: str

def work(s: Child):
    return Command(graph=Command.PARENT, goto="collect", update={"results": [s["item"].upper()]})
cb = StateGraph(Child); cb.add_node("work", work); cb.add_edge(START, "work")
child = cb.compile()
def fan(s): return [Send("child", {"item": i}) for i in s["items"]]
def collect(s): return {"final": ",".join(sorted(s["results"]))}
pb = StateGraph(Parent); pb.add_node("child", child); pb.add_node("collect", collect)
pb.add_conditional_edges(START, fan, ["child"]); pb.add_edge("collect", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"items": ["a", "b", "c"], "results": []}, cfg)
print(sorted(r["results"]), r["final"])
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
ups = []
for n, c in g.stream({"items": ["x", "y"], "results": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", subgraphs=True):
    ups.append(([p.split(":")[0] for p in n], str(c)))
for u in sorted(ups): print(u)
