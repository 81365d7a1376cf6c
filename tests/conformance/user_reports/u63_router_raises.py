# an exception inside a conditional edge function (router) and inside a Send fan-out function
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b"]}
def bad_router(s):
    raise KeyError("router broke")

bd = StateGraph(S); bd.add_node("a", a); bd.add_node("b", b)
bd.add_edge(START, "a"); bd.add_conditional_edges("a", bad_router, ["b"])
g = bd.compile(checkpointer=InMemorySaver())
for mode in ("updates", "tasks", "values"):
    cfg = {"configurable": {"thread_id": mode}}
    out = []
    try:
        for c in g.stream({"log": []}, cfg, stream_mode=mode):
            out.append(c if mode != "tasks" else (c["name"], c.get("error") and repr(c["error"]), "result" in c))
    except KeyError as e:
        out.append(("raised", repr(e)))
    print(mode, out)
    st = g.get_state(cfg)
    print(" ", st.values, st.next, [(t.name, t.error) for t in st.tasks])
bd = StateGraph(S); bd.add_node("b", b)
bd.add_conditional_edges(START, lambda s: [Send("b", 1 / 0)], ["b"])
try:
    bd.compile().invoke({"log": []})
except ZeroDivisionError as e:
    print("start router", repr(e))
