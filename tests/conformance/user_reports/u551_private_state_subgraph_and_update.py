# https://github.com/langchain-ai/langgraph/issues/2893 , #1950 , PR 1036 : private keys written by a node with its own input schema; a subgraph with a private key not in the parent; update_state of a private key; what invoke / get_state / values stream / get_state(subgraphs=True) show
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Public(TypedDict):
    q: str
    a: str
class Priv(TypedDict):
    secret: str
def n1(s: Public) -> Priv:
    return {"secret": s["q"] + "-s"}
def n2(s: Priv) -> Public:
    return {"a": s["secret"].upper()}
class Sub(TypedDict):
    a: str
    inner: str
sub = (StateGraph(Sub).add_node("i1", lambda s: {"inner": s["a"] + "!"}).add_node("i2", lambda s: {"a": s["inner"] * 2})
       .add_edge(START, "i1").add_edge("i1", "i2").compile(interrupt_before=["i2"]))
g = (StateGraph(Public).add_node("n1", n1).add_node("n2", n2).add_node("sub", sub)
     .add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "sub").add_edge("sub", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for ch in g.stream({"q": "hi"}, cfg, stream_mode="values"):
    print(ch)
st = g.get_state(cfg, subgraphs=True)
print(st.values, st.next, st.tasks[0].state.values, st.tasks[0].state.next)
print(sorted(g.channels))
g.update_state(cfg, {"secret": "changed"}, as_node="n1")
print(g.get_state(cfg).values, g.get_state(cfg).next)
g.update_state(st.tasks[0].state.config, {"inner": "patched"})
print(g.invoke(None, cfg))
print(g.get_state(cfg).values)
