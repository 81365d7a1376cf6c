# parallel nodes reading one state; joins; Send with a pydantic state; a deferred node
import operator
from typing import Annotated
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class State(BaseModel):
    items: list[int] = []
    log: Annotated[list[str], operator.add] = []
    total: int = 0

ids = {}

def fan(st: State):
    print("fan", repr(st))
    return {"items": st.items + [len(st.items)]}

def left(st: State):
    ids["left"] = st.items
    return {"log": [f"left {st.items}"]}

def right(st: State):
    ids["right"] = st.items
    return {"log": [f"right {st.items}"]}

def join(st: State):
    print("join", repr(st), "same list for left/right:", ids["left"] is ids["right"])
    return {"total": sum(st.items)}

g = StateGraph(State)
g.add_node(fan).add_node(left).add_node(right).add_node(join)
g.add_edge(START, "fan").add_edge("fan", "left").add_edge("fan", "right").add_edge(["left", "right"], "join").add_edge("join", END)
out = g.compile().invoke({"items": [3, 4]})
print("out", out["items"], sorted(out["log"]), out["total"])

class Job(BaseModel):
    n: int

def spread(st: State):
    return [Send("work", Job(n=i)) for i in st.items] + [Send("work2", {"items": [9], "total": "4"})]

def work(job: Job):
    return {"log": [f"job {type(job).__name__} {job.n}"]}

def work2(st: State):
    return {"log": [f"work2 {type(st).__name__} {st!r}"]}

def last(st: State):
    print("last", sorted(st.log))
    return {}

h = StateGraph(State)
h.add_node(work).add_node(work2).add_node("last", last, defer=True)
h.add_conditional_edges(START, spread, ["work", "work2"])
h.add_edge("work", "last").add_edge("work2", "last").add_edge("last", END)
out = h.compile().invoke({"items": [1, 2]})
print("out", sorted(out["log"]))
