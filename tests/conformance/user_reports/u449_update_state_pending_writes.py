# https://github.com/langchain-ai/langgraph/issues/1569 , #4987 : after update_state(as_node=...), what get_state().tasks, history and the saver's pending writes show
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    items: Annotated[list, operator.add]
    x: int

def a(s): return {"items": ["a"], "x": 1}
def b(s): return {"items": ["b"], "x": s["x"] + 1}
def c(s): return {"items": ["c"]}
g = StateGraph(S)
g.add_node("a", a); g.add_node("b", b); g.add_node("c", c)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c"); g.add_edge("c", END)
saver = InMemorySaver()
app = g.compile(checkpointer=saver, interrupt_before=["c"])
cfg = {"configurable": {"thread_id": "t"}}
print(app.invoke({"items": [], "x": 0}, cfg))
for as_node in ["b", "a", None]:
    new = app.update_state(cfg, {"items": ["upd"], "x": 10}, as_node=as_node)
    st = app.get_state(cfg)
    print(as_node, st.values, st.next, [(t.name, t.path, t.error, t.interrupts, t.result) for t in st.tasks])
    tup = saver.get_tuple(new)
    print(" pending", [(w[1], w[2]) for w in tup.pending_writes])
    tup2 = saver.get_tuple(cfg)
    print(" latest pending", [(w[1], w[2]) for w in tup2.pending_writes], tup2.metadata["source"], tup2.metadata["step"])
hist = list(app.get_state_history(cfg))
for h in hist:
    print(h.metadata["source"], h.metadata["step"], h.next, [(t.name, t.result) for t in h.tasks])
print(app.invoke(None, cfg))
for h in list(app.get_state_history(cfg))[:3]:
    print(h.metadata["source"], h.metadata["step"], h.next, [(t.name, t.result) for t in h.tasks])
    print(" pw", [(w[1], w[2]) for w in saver.get_tuple(h.config).pending_writes])
