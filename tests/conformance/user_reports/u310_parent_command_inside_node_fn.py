# https://github.com/langchain-ai/langgraph/issues/3570 , PR 3686 : Command(graph=PARENT, goto=[...], update) from a subgraph invoked inside a node function, reducer and plain keys, subgraphs=True updates, history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver

class P(TypedDict):
    log: Annotated[list, operator.add]
    flag: str

def inner_a(state: P):
    return {"log": ["inner_a"]}
def inner_b(state: P):
    return Command(graph=Command.PARENT, goto=["x", Send("y", {"log": ["sent"], "flag": "s"})], update={"log": ["from inner"], "flag": "set"})
ib = StateGraph(P); ib.add_node(inner_a); ib.add_node(inner_b); ib.add_edge(START, "inner_a"); ib.add_edge("inner_a", "inner_b")
inner = ib.compile()

def caller(state: P):
    inner.invoke(state)
    return {"log": ["never"]}
def x(state: P):
    return {"log": [f"x sees {state['flag']}"]}
def y(state: P):
    return {"log": [f"y sees {state['flag']}"]}
for as_node in (True, False):
    b = StateGraph(P)
    b.add_node("caller", inner if as_node else caller, destinations=("x", "y"))
    b.add_node(x); b.add_node(y)
    b.add_edge(START, "caller")
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": str(as_node)}}
    lines = [(as_node, [p.split(":")[0] for p in ns], ch) for ns, ch in g.stream({"log": [], "flag": "-"}, cfg, stream_mode="updates", subgraphs=True)]
    for line in lines[:-2] + sorted(lines[-2:], key=repr):  # x and y run side by side
        print(*line)
    print(g.get_state(cfg).values)
    print([(h.metadata["step"], h.next, sorted(h.metadata.get("writes") or {})) for h in g.get_state_history(cfg)])
