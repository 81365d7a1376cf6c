# https://github.com/langchain-ai/langgraph/pull/3521 , #6350 : Command(graph=PARENT, goto=[Send(...), Send(...)]) from a subgraph node: parent workers get the Send args
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    out: Annotated[list, operator.add]
def handoff(s):
    return Command(graph=Command.PARENT, goto=[Send("worker", {"job": 1}), Send("worker", {"job": 2})], update={"out": ["handoff"]})
sub = StateGraph(S).add_node("handoff", handoff).add_edge(START, "handoff").compile()
def worker(x):
    return {"out": [f"job{x['job']}"]}
g = (StateGraph(S).add_node("agent", sub, destinations=("worker",)).add_node("worker", worker)
     .add_edge(START, "agent").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
ups = list(g.stream({"out": []}, cfg, stream_mode="updates"))
print(sorted(map(str, ups)))
print(g.get_state(cfg).values)
print([(h.metadata["step"], h.next, [t.path for t in h.tasks]) for h in g.get_state_history(cfg)])
