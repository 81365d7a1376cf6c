import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command, Send

class S(TypedDict):
    log: Annotated[list[str], operator.add]
def fan(state):
    return Command(graph=Command.PARENT, goto=[Send("worker", {"log": [f"w{i}"]}) for i in range(3)], update={"log": ["fanned"]})
sub = StateGraph(S).add_node("fan", fan).add_edge(START, "fan").compile()
def worker(state):
    return {"log": [f"done-{state['log'][-1]}"]}
g = StateGraph(S).add_node("sub", sub).add_node("worker", worker).add_edge(START, "sub").compile()
r = g.invoke({"log": []})
print(sorted(r["log"]))
print(sorted(map(str, g.stream({"log": []}, stream_mode="updates"))))
