# https://github.com/langchain-ai/langgraph/issues/8764 : a node failing beside a sibling that succeeds, under durability "sync", "async" and "exit": the history left (sources, steps, next), the pending writes the paused task list keeps, and a rerun with invoke(None) after the fault is fixed (which nodes run again)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
broken = {"on": True}
def ok(s):
    ran.append("ok")
    return {"log": ["ok"]}
def flaky(s):
    ran.append("flaky")
    if broken["on"]:
        raise ValueError("flaky broke")
    return {"log": ["flaky"]}
def tail(s):
    ran.append("tail")
    return {"log": ["tail"]}
b = StateGraph(S).add_node("first", lambda s: {"log": ["first"]}).add_node("ok", ok).add_node("flaky", flaky).add_node("tail", tail)
b.add_edge(START, "first").add_edge("first", "ok").add_edge("first", "flaky").add_edge(["ok", "flaky"], "tail")
for dur in ["sync", "async", "exit"]:
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": dur}}
    broken["on"] = True
    ran.clear()
    try:
        g.invoke({"log": []}, cfg, durability=dur)
    except ValueError as e:
        print(dur, "!!", e)
    hist = list(g.get_state_history(cfg))
    print(" history", [(h.metadata["source"], h.metadata["step"], h.next) for h in hist])
    st = g.get_state(cfg)
    print(" state", st.values, st.next, sorted((t.name, t.error is not None, t.result) for t in st.tasks), sorted(ran))
    broken["on"] = False
    ran.clear()
    print(" rerun", g.invoke(None, cfg, durability=dur), sorted(ran))
