import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class SubState(TypedDict):
    x: str
counter = {"parent": 0, "sub_pre": 0}
def sub_pre(state: SubState):
    counter["sub_pre"] += 1
    return {"x": state["x"] + "-pre"}
def sub_ask(state: SubState):
    v = interrupt(f"value for {state['x']}?")
    return {"x": state["x"] + f"-{v}"}
sub = StateGraph(SubState).add_node(sub_pre).add_node(sub_ask).add_edge(START, "sub_pre").add_edge("sub_pre", "sub_ask").compile()

class State(TypedDict):
    out: Annotated[list[str], operator.add]
def parent_node(state: State):
    counter["parent"] += 1
    r = sub.invoke({"x": "in"})
    return {"out": [r["x"]]}
g = StateGraph(State).add_node(parent_node).add_edge(START, "parent_node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"out": []}, cfg)
print(r, counter)
s = g.get_state(cfg, subgraphs=True)
print(s.next, s.tasks[0].name, s.tasks[0].state.values if s.tasks[0].state else None, s.tasks[0].state.next if s.tasks[0].state else None)
print(g.invoke(Command(resume="V"), cfg), counter)
for ns, chunk in g.stream({"out": []}, {"configurable": {"thread_id": "2"}}, subgraphs=True):
    print([p.split(":")[0] for p in ns], chunk)
for ns, chunk in g.stream(Command(resume="W"), {"configurable": {"thread_id": "2"}}, subgraphs=True):
    print([p.split(":")[0] for p in ns], chunk)
