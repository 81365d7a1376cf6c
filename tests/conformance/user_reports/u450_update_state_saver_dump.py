# https://github.com/langchain-ai/langgraph/issues/4987 , #3003 : raw saver contents (pending writes per checkpoint) after update_state as_node / Command(goto) / on an interrupted thread
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    items: Annotated[list, operator.add]

def a(s): return {"items": ["a"]}
def ask(s):
    v = interrupt("q")
    return {"items": [f"ans:{v}"]}
def c(s): return {"items": ["c"]}
g = StateGraph(S)
g.add_node("a", a); g.add_node("ask", ask); g.add_node("c", c)
g.add_edge(START, "a"); g.add_edge("a", "ask"); g.add_edge("ask", "c"); g.add_edge("c", END)
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
def dump(cfg):
    for t in saver.list(cfg):
        print("  ", t.metadata["source"], t.metadata["step"], sorted(t.checkpoint["channel_versions"]),
              sorted((w[1], repr(w[2])) for w in t.pending_writes))
cfg = {"configurable": {"thread_id": "t"}}
print(app.invoke({"items": []}, cfg))
dump(cfg)
app.update_state(cfg, {"items": ["u1"]}, as_node="a")
st = app.get_state(cfg); print(st.next, [(t.name, t.interrupts and t.interrupts[0].value) for t in st.tasks])
dump(cfg)
print(app.invoke(Command(resume="r"), cfg))
dump(cfg)
app.update_state(cfg, {"items": ["u2"]}, as_node="ask")
print(app.get_state(cfg).next)
app.update_state(cfg, Command(goto="c", update={"items": ["u3"]}), as_node="c")
st = app.get_state(cfg); print(st.next, [(t.name, t.path) for t in st.tasks])
dump(cfg)
print(app.invoke(None, cfg))
dump(cfg)
cfg2 = {"configurable": {"thread_id": "fresh"}}
app.update_state(cfg2, {"items": ["f"]}, as_node="ask")
print(app.get_state(cfg2).next)
dump(cfg2)
print(app.invoke(None, cfg2))
dump(cfg2)
