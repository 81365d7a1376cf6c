import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send

class State(TypedDict):
    items: list[str]
    approved: Annotated[list[str], operator.add]

def review(arg: dict):
    ok = interrupt(f"approve {arg['item']}?")
    return {"approved": [arg["item"]] if ok else []}

def route(state: State):
    return [Send("review", {"item": i}) for i in state["items"]]

def done(state: State):
    return {"approved": ["done"]}

g = (StateGraph(State).add_node(review).add_node(done).add_conditional_edges(START, route, ["review"])
     .add_edge("review", "done").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"items": ["x", "y", "z"], "approved": []}, cfg)
print(sorted(i.value for i in r["__interrupt__"]))
by_value = {i.value: i.id for i in g.get_state(cfg).interrupts}
r = g.invoke(Command(resume={by_value["approve x?"]: True, by_value["approve z?"]: False}), cfg)
print(sorted(i.value for i in r["__interrupt__"]), r["approved"])
r = g.invoke(Command(resume={by_value["approve y?"]: True}), cfg)
print(sorted(r["approved"]), r.get("__interrupt__"))
