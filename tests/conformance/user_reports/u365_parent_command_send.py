# https://github.com/langchain-ai/langgraph/pull/3521 , #4003 : Command(graph=PARENT, goto=Send(...)) from a subgraph node (handoff with a payload), a parent worker receiving it, updates with subgraphs=True, checkpoints history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver

class P(TypedDict, total=False):
    log: Annotated[list, operator.add]
    task: str
def inner(state):
    return Command(graph=Command.PARENT, goto=[Send("worker", {"task": "t1"}), Send("worker", {"task": "t2"})], update={"log": ["handoff"]})
sb = StateGraph(P); sb.add_node("inner", inner); sb.add_edge(START, "inner")
def worker(state):
    return {"log": [f"did {state['task']}"]}
pb = StateGraph(P); pb.add_node("team", sb.compile(), destinations=("worker",)); pb.add_node("worker", worker)
pb.add_edge(START, "team"); pb.add_edge("worker", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
lines = [([p.split(":")[0] for p in ns], u) for ns, u in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True)]
print(lines[:-2], sorted(map(str, lines[-2:])))
print(sorted(g.get_state(cfg).values["log"]))
print([(h.metadata["step"], h.next, len(h.tasks)) for h in g.get_state_history(cfg)])
