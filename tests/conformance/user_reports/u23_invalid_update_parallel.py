# https://github.com/langchain-ai/langgraph/issues/2336 and #6446: InvalidUpdateError from parallel writes
from typing import TypedDict, Annotated
from langgraph.graph import StateGraph, START, END
from langgraph.errors import InvalidUpdateError
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    a: int
    b: str
    s1: int
    s2: int

def nodea(state): return {"a": 1}
def subnode1(state): return {"s1": 1}
def subnode2(state): return {"s2": 2}
def nodeb(state): return {"b": "x"}

def subgraph():
    sb = StateGraph(State)
    sb.add_node("subnode1", subnode1); sb.add_node("subnode2", subnode2)
    sb.add_edge(START, "subnode1"); sb.add_edge("subnode1", "subnode2")
    return sb.compile()

b = StateGraph(State)
b.add_node("nodea", nodea); b.add_node("nodeb", nodeb)
b.add_node("sub1", subgraph()); b.add_node("sub2", subgraph())
b.add_edge(START, "nodea"); b.add_edge("nodea", "sub1"); b.add_edge("nodea", "sub2")
b.add_edge("sub1", "nodeb"); b.add_edge("sub2", "nodeb")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"a": 0, "b": "", "s1": 0, "s2": 0}, cfg)
except InvalidUpdateError as e:
    print(type(e).__name__, str(e).splitlines()[0])
st = g.get_state(cfg)
print(st.values, st.next, sorted((t.name, t.error is not None) for t in st.tasks))

# two plain nodes writing the same LastValue key
class S2(TypedDict):
    x: int
b = StateGraph(S2)
b.add_node("p", lambda s: {"x": 1}); b.add_node("q", lambda s: {"x": 2})
b.add_edge(START, "p"); b.add_edge(START, "q")
g2 = b.compile()
for mode in ("updates", "values"):
    out = []
    try:
        for c in g2.stream({"x": 0}, stream_mode=mode):
            out.append(c)
    except InvalidUpdateError as e:
        out.append(("raised", str(e).splitlines()[0]))
    print(mode, sorted(map(str, out)))
# a node returning a non-dict
b = StateGraph(S2); b.add_node("p", lambda s: 5); b.add_edge(START, "p")
try:
    b.compile().invoke({"x": 0})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
b = StateGraph(S2); b.add_node("p", lambda s: {"nope": 1}); b.add_edge(START, "p")
try:
    print(b.compile().invoke({"x": 0}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
