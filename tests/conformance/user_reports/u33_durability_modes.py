# durability="exit"/"async"/"sync" (issues about checkpoint counts and failures mid-run)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

fail = {"on": True}
def a(s): return {"log": ["a"]}
def b(s):
    if fail["on"]:
        raise RuntimeError("b failed")
    return {"log": ["b"]}
def c(s): return {"log": ["c"]}

bd = StateGraph(S)
bd.add_node("a", a); bd.add_node("b", b); bd.add_node("c", c)
bd.add_edge(START, "a"); bd.add_edge("a", "b"); bd.add_edge("b", "c"); bd.add_edge("c", END)
for dur in ("exit", "async", "sync"):
    g = bd.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": dur}}
    fail["on"] = True
    try:
        g.invoke({"log": []}, cfg, durability=dur)
    except RuntimeError as e:
        print(dur, "raised", e)
    hist = list(g.get_state_history(cfg))
    print(dur, [(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in hist])
    st = g.get_state(cfg)
    print(dur, [(t.name, t.error) for t in st.tasks])
    fail["on"] = False
    print(dur, g.invoke(None, cfg, durability=dur))
    print(dur, len(list(g.get_state_history(cfg))))
