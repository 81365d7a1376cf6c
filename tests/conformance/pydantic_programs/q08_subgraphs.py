# subgraphs with pydantic states: as a node (shared keys), called from a node, with an interrupt
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt

class Inner(BaseModel):
    items: list[int] = []
    inner_note: str = ""

class Outer(BaseModel):
    items: list[int] = []
    note: str = ""

def i1(st: Inner):
    print(" i1", repr(st))
    st.items.append(-1)
    return {"items": st.items + [10], "inner_note": "i1"}

def i2(st: Inner):
    print(" i2", repr(st))
    answer = interrupt({"items": st.items})
    print(" i2 resumed", answer, repr(st))
    return {"items": st.items + [int(answer)]}

sub = StateGraph(Inner)
sub.add_node(i1).add_node(i2).add_edge(START, "i1").add_edge("i1", "i2").add_edge("i2", END)
sub_graph = sub.compile()

def before(st: Outer):
    print("before", repr(st))
    return {"items": st.items + [1]}

def call_sub(st: Outer):
    out = sub_graph.invoke({"items": st.items})
    print("call_sub got", type(out).__name__, out)
    return {"note": f"called {out['items']}"}

def after(st: Outer):
    print("after", repr(st))
    return {}

g = StateGraph(Outer)
g.add_node(before).add_node("sub", sub_graph).add_node(call_sub).add_node(after)
g.add_edge(START, "before").add_edge("before", "sub").add_edge("sub", "call_sub").add_edge("call_sub", "after").add_edge("after", END)
graph = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
# (chunks printed after each run: when a subgraph's chunk reaches the caller, relative to
# the next node's prints, is thread timing in LangGraph)
for chunk in list(graph.stream({"items": [0]}, cfg, stream_mode="updates", subgraphs=True)):
    print("chunk", chunk)
state = graph.get_state(cfg, subgraphs=True)
print("next", state.next, [t.state.values if t.state else None for t in state.tasks])
for chunk in list(graph.stream(Command(resume="5"), cfg, stream_mode="updates", subgraphs=True)):
    print("chunk", chunk)
for chunk in list(graph.stream(Command(resume="6"), cfg, stream_mode="values")):
    print("values", chunk)
print("final", graph.get_state(cfg).values)
