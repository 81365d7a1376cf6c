from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str
def s1(state): return {"v": state["v"] + "1"}
def s2(state): return {"v": state["v"] + "2"}
sub = StateGraph(S).add_node(s1).add_node(s2).add_edge(START, "s1").add_edge("s1", "s2").compile(interrupt_before=["s2"])
def p0(state): return {"v": state["v"] + "p"}
g = StateGraph(S).add_node(p0).add_node("sub", sub).add_edge(START, "p0").add_edge("p0", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, c in g.stream({"v": ">"}, cfg, subgraphs=True, stream_mode="updates"):
    print([p.split(":")[0] for p in ns], c)
s = g.get_state(cfg, subgraphs=True)
print(s.next, s.tasks[0].name, s.tasks[0].state.next, s.tasks[0].state.values)
for ns, c in g.stream(None, cfg, subgraphs=True, stream_mode="updates"):
    print([p.split(":")[0] for p in ns], c)
print(g.get_state(cfg).values, g.get_state(cfg).next)
g2 = StateGraph(S).add_node(p0).add_node("sub", sub).add_edge(START, "p0").add_edge("p0", "sub").compile(checkpointer=InMemorySaver(), interrupt_after=["p0"])
c2 = {"configurable": {"thread_id": "2"}}
print(g2.invoke({"v": ""}, c2), g2.get_state(c2).next)
print(g2.invoke(None, c2), g2.get_state(c2).next)
print(g2.invoke(None, c2), g2.get_state(c2).next)
