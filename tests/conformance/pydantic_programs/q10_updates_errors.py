# bad node updates, missing required fields, update_state and get_state, input as a model
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(BaseModel):
    need: str
    items: list[int] = []
    n: int = 0

def ok(st: State):
    print("ok", repr(st), sorted(st.model_fields_set))
    return {"n": st.n + 1}

def bad(st: State):
    print("bad", repr(st))
    return {"items": ["not an int"]}

def build(second):
    g = StateGraph(State)
    g.add_node(ok).add_node("second", second)
    g.add_edge(START, "ok").add_edge("ok", "second").add_edge("second", END)
    return g.compile(checkpointer=InMemorySaver())

graph = build(bad)
cfg = {"configurable": {"thread_id": "a"}}
for inp in ({"need": "x"}, {"items": [1]}, State(need="m", items=[2])):
    try:
        print("out", graph.invoke(inp, cfg))
    except Exception as exc:
        print("ERR", type(exc).__name__, str(exc).splitlines()[:3])
graph = build(ok)
cfg = {"configurable": {"thread_id": "b"}}
print("out", graph.invoke({"need": "y", "items": [1]}, cfg))
graph.update_state(cfg, {"items": [7, "8"]})
print("state", graph.get_state(cfg).values)
graph.update_state(cfg, {"n": "3"}, as_node="ok")
print("state", graph.get_state(cfg).values, graph.get_state(cfg).next)
print("out", graph.invoke(None, cfg))
try:
    graph.update_state(cfg, {"items": "zz"}, as_node="ok")
    print("resumed", graph.invoke(None, cfg))
except Exception as exc:
    print("ERR", type(exc).__name__, str(exc).splitlines()[:3])
