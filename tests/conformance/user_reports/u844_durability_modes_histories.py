# https://github.com/langchain-ai/langgraph/issues/5695 , docs 'durable execution' : the same three-step graph run with durability="exit", "async" and "sync": the history saved after a clean run, after an interrupt and resume, and after a failing node (what get_state shows and what invoke(None) does next)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
    mode: str
fail = {"on": True}
def a(s):
    return {"log": ["a"]}
def b(s):
    if s["mode"] == "ask":
        return {"log": ["b:" + interrupt("b?")]}
    if s["mode"] == "fail" and fail["on"]:
        raise RuntimeError("b failed")
    return {"log": ["b"]}
def c(s):
    return {"log": ["c"]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c"); g.add_edge("c", END)
for d in ["exit", "async", "sync"]:
    app = g.compile(checkpointer=InMemorySaver())
    for mode in ["plain", "ask", "fail"]:
        fail["on"] = True
        cfg = {"configurable": {"thread_id": d + mode}}
        try:
            out = app.invoke({"log": [], "mode": mode}, cfg, durability=d)
            print(d, mode, out.get("log"), [i.value for i in out.get("__interrupt__", [])])
        except Exception as e:
            print(d, mode, "RAISED", type(e).__name__, e)
        st = app.get_state(cfg)
        print("  ", st.values.get("log"), st.next, [h.metadata["step"] for h in app.get_state_history(cfg)])
        if mode != "plain":
            fail["on"] = False
            nxt = Command(resume="yes") if mode == "ask" else None
            print("  ->", app.invoke(nxt, cfg, durability=d).get("log"), [h.metadata["step"] for h in app.get_state_history(cfg)])
