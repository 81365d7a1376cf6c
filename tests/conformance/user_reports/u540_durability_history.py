# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 : durability "sync" / "async" / "exit": history length and steps each leaves for a 3-node run, after an interrupt, and after a failure; checkpoints stream mode under each
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    fail: bool
def a(s): return {"x": s["x"] + 1}
def b(s):
    if s.get("fail"):
        raise RuntimeError("b failed")
    return {"x": s["x"] * 10}
def c(s):
    v = interrupt("c?")
    return {"x": s["x"] + v}
g = (StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c).add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END)
     .compile(checkpointer=InMemorySaver()))
for d in ["sync", "async", "exit"]:
    cfg = {"configurable": {"thread_id": d}}
    out = g.invoke({"x": 1, "fail": False}, cfg, durability=d)
    print(d, out["x"], [(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
    out = g.invoke(Command(resume=5), cfg, durability=d)
    print(d, out, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
    cfg2 = {"configurable": {"thread_id": d + "-fail"}}
    try:
        g.invoke({"x": 1, "fail": True}, cfg2, durability=d)
    except RuntimeError as e:
        print(d, "raised", e)
    st = g.get_state(cfg2)
    print(d, st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks], len(list(g.get_state_history(cfg2))))
    print(d, [c["metadata"]["step"] for c in g.stream({"x": 1, "fail": False}, {"configurable": {"thread_id": d + "-cp"}}, stream_mode="checkpoints", durability=d)])
    print(d, [(h.metadata["step"], h.next) for h in g.get_state_history({"configurable": {"thread_id": d + "-cp"}})])
